import { formatUsd } from '@q/ui';

/** The learning stipend in words: 2000 as '$2,000 a year'. */
export function stipendText(usdPerYear: number): string {
  return `${formatUsd(usdPerYear)} a year`;
}

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Time at the company in words: '2 years, 11 months', '1 year', '3 months', 'Under a month'. */
export function tenureText(years: number, months: number): string {
  if (years === 0 && months === 0) return 'Under a month';
  return [years > 0 && count(years, 'year'), months > 0 && count(months, 'month')]
    .filter(Boolean)
    .join(', ');
}

/**
 * The next work anniversary in words: '3 years on Dec 7, 2026 (in 10 days)', '… (tomorrow)',
 * '… (today)'; `format` writes the date.
 */
export function anniversaryText(
  tenure: { nextAnniversary: string; nextAnniversaryYears: number; daysToAnniversary: number },
  format: (date: string) => string,
): string {
  const days = tenure.daysToAnniversary;
  const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  return `${count(tenure.nextAnniversaryYears, 'year')} on ${format(tenure.nextAnniversary)} (${when})`;
}
