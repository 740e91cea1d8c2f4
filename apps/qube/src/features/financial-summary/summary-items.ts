import type { FinanceData } from '@q/schemas/executive';
import { formatMoney } from '@q/ui';

/** The four figures of the Financial Summary, in order, each with its unit and display format. */
export const SUMMARY_ITEMS: ReadonlyArray<{
  key: keyof FinanceData['summary'];
  label: string;
  unit: 'USD' | '%';
  format: (value: number) => string;
}> = [
  { key: 'revenue', label: 'Revenue', unit: 'USD', format: formatMoney },
  { key: 'expenses', label: 'Expenses', unit: 'USD', format: formatMoney },
  { key: 'grossMargin', label: 'Gross Margin', unit: '%', format: (value) => `${value}%` },
  { key: 'burnRate', label: 'Burn Rate', unit: 'USD', format: formatMoney },
];
