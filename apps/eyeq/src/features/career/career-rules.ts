import { formatUsd } from '@q/ui';

/** The learning stipend in words: 2000 as '$2,000 a year'. */
export function stipendText(usdPerYear: number): string {
  return `${formatUsd(usdPerYear)} a year`;
}
