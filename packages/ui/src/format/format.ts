/** Display formats of the dashboards' figures, the same in every app. Money is held in dollars. */

const MINUS = '\u2212';

/** Dollars in short form: $28.5M, $850K, $900. */
export function formatMoney(dollars: number): string {
  const sign = dollars < 0 ? MINUS : '';
  const amount = Math.abs(dollars);
  if (amount >= 1_000_000) return `${sign}$${(amount / 1_000_000).toFixed(1)}M`;
  if (amount >= 1_000) return `${sign}$${Math.round(amount / 1_000)}K`;
  return `${sign}$${Math.round(amount)}`;
}

// Pure: a page that formats no dollars drops it, and pays nothing for Intl's locale data.
const usdFormat = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole US dollars in full: 2000 as '$2,000', -1200 as '-$1,200'. */
export function formatUsd(amount: number): string {
  return usdFormat.format(amount);
}

/** A signed number with a true minus sign: +5, −2.2, 0. */
export function formatSigned(value: number, decimals = 0): string {
  const text = Math.abs(value).toFixed(decimals);
  if (Number(text) === 0) return (0).toFixed(decimals);
  return `${value > 0 ? '+' : MINUS}${text}`;
}

/** A signed percentage with one decimal: +12.4%, −0.8%, 0.0%. */
export function formatSignedPercent(value: number): string {
  return `${formatSigned(value, 1)}%`;
}

/** A share from 0 to 1 as a whole percentage: 0.814 → '81%'. */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A score with at most one decimal: 8.2 as '8.2', 7 as '7'. */
export function formatScore(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date ('2025-01-10', or the date part of a timestamp) as 'Jan 10, 2025', the same in
 * every time zone: a calendar date carries none, so no reader sees the day before. It is en-US's
 * short date, which `Intl.DateTimeFormat` gives too (the tests hold the two together), written out
 * by hand because a page's first Intl date formatter loads locale data for tens of milliseconds,
 * on the critical path of the first screen.
 */
export function formatDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return `${MONTHS[utc.getUTCMonth()]} ${utc.getUTCDate()}, ${utc.getUTCFullYear()}`;
}
