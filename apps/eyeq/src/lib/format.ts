const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // Calendar dates carry no time zone: read and show them in UTC so no reader sees the day before.
  timeZone: 'UTC',
});

/** A calendar date ('2026-12-15') as 'Dec 15, 2026'. */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole US dollars: 2000 as '$2,000'. */
export function formatUsd(amount: number): string {
  return usdFormat.format(amount);
}

/** A score with at most one decimal: 8.2 as '8.2', 7 as '7'. */
export function formatScore(value: number): string {
  return String(Math.round(value * 10) / 10);
}
