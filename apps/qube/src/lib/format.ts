/** Display formats of the executive figures. Money is held in dollars. */

const MINUS = '\u2212';

/** Dollars in short form: $28.5M, $850K, $900. */
export function formatMoney(dollars: number): string {
  const sign = dollars < 0 ? MINUS : '';
  const amount = Math.abs(dollars);
  if (amount >= 1_000_000) return `${sign}$${(amount / 1_000_000).toFixed(1)}M`;
  if (amount >= 1_000) return `${sign}$${Math.round(amount / 1_000)}K`;
  return `${sign}$${Math.round(amount)}`;
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
