import { formatMoney, formatSignedPercent, SAMPLE_DATA_LABEL } from '@q/ui';
import {
  budgetBadge,
  budgetRemaining,
  remainingText,
} from '../features/budget-vs-actuals/budget-rules';
import {
  cashProjection,
  PROJECTION_MONTHS,
  projectionLabel,
} from '../features/cash-runway/runway-rules';
import { SUMMARY_ITEMS } from '../features/financial-summary/summary-items';
import { roiRating } from '../features/spend-to-impact/roi-rules';
import { syncedAtText } from '../lib/computed-from';
import type { FinanceFigureKey, FinancePageFigures } from '../lib/finance-figures';
import type { Report, ReportFigure, ReportHeading } from '../lib/report/report';
import { months, multiple } from './formats';

const MONEY = { unit: 'USD', format: formatMoney } as const;
const VARIANCE = { label: 'Variance', unit: '%', format: formatSignedPercent } as const;

/**
 * The Finance page as a report, from the figures the page renders: the summary against budget,
 * budget against actuals by category, the cash runway and its curve, and return on spend. With
 * nothing computed, the whole report is sample data and says so in its header; otherwise each
 * figure and table says where it comes from: the connected source and its sync, or sample data.
 */
export function financeReport(heading: ReportHeading, finance: FinancePageFigures): Report {
  const { summary, budgetLines, runway, spendToImpact, origins, source } = finance;
  const projection = cashProjection(runway, PROJECTION_MONTHS);
  const isSample = Object.values(origins).every((origin) => origin === 'sample');
  /** Where a figure comes from, in words; nothing when the whole report is sample data. */
  const sourceOf = (key: FinanceFigureKey): string | undefined => {
    if (isSample) return undefined;
    return origins[key] === 'computed' && source
      ? `${source.provider}, synced ${syncedAtText(source.syncedAt)}`
      : SAMPLE_DATA_LABEL;
  };
  const figure = (key: FinanceFigureKey, entry: ReportFigure): ReportFigure => {
    const from = sourceOf(key);
    if (from === undefined) return entry;
    return { ...entry, source: from, hint: [entry.hint, from].filter(Boolean).join(' · ') };
  };
  const tableNote = (key: FinanceFigureKey, title: string): string[] => {
    const from = sourceOf(key);
    return from === undefined ? [] : [`${title}: ${from}.`];
  };
  return {
    ...heading,
    isSample,
    filters: [],
    sections: [
      {
        title: 'Financial Summary',
        description: 'Year to date: actual, budget and variance.',
        tables: [
          {
            id: 'financial-summary',
            title: 'Actual against budget',
            columns: [
              { label: 'Measure' },
              { label: 'Actual', align: 'right' },
              { label: 'Budget', align: 'right' },
              VARIANCE,
              { label: 'Unit' },
              ...(isSample ? [] : [{ label: 'Source' }]),
            ],
            rows: SUMMARY_ITEMS.map(({ key, label, unit, format }) => {
              const figures = summary[key];
              const from = sourceOf(key);
              return [
                label,
                { value: figures.actual, text: format(figures.actual) },
                { value: figures.budget, text: format(figures.budget) },
                figures.variance,
                unit,
                ...(from === undefined ? [] : [from]),
              ];
            }),
          },
        ],
      },
      {
        title: 'Budget vs Actuals by Category',
        description: 'Year to date.',
        chart: {
          kind: 'bar',
          title: 'Budget vs actuals by category',
          labels: budgetLines.map((line) => line.category),
          series: [
            { label: 'Budget', values: budgetLines.map((line) => line.budgeted), tone: 'neutral' },
            { label: 'Actual', values: budgetLines.map((line) => line.actual), tone: 'primary' },
          ],
          format: formatMoney,
        },
        tables: [
          {
            id: 'budget-lines',
            title: 'Budget lines',
            columns: [
              { label: 'Category' },
              { label: 'Budgeted', ...MONEY },
              { label: 'Actual', ...MONEY },
              VARIANCE,
              { label: 'Status' },
            ],
            rows: budgetLines.map((line) => [
              line.category,
              line.budgeted,
              line.actual,
              line.variance,
              budgetBadge(line.variance),
            ]),
          },
        ],
        notes: [
          remainingText(budgetRemaining(budgetLines)),
          ...tableNote('budgetLines', 'Budget lines'),
        ],
      },
      {
        title: 'Cash Runway',
        description: 'At the current monthly burn.',
        figures: [
          figure('runway', { label: 'Current cash', value: runway.currentCash, ...MONEY }),
          figure('runway', { label: 'Monthly burn', value: runway.monthlyBurn, ...MONEY }),
          figure('runway', {
            label: 'Runway',
            value: runway.runwayMonths,
            unit: 'months',
            format: months,
          }),
          figure('runway', { label: 'Projected cash-out', value: runway.projectedCashOut }),
        ],
        chart: {
          kind: 'line',
          title: 'Projected cash balance',
          labels: projection.map((point) => point.label),
          series: [
            {
              label: 'Cash balance',
              values: projection.map((point) => point.cash),
              tone: 'primary',
            },
          ],
          format: formatMoney,
        },
        tables: [
          {
            id: 'cash-projection',
            title: 'Projected cash balance',
            columns: [
              { label: 'When', unit: 'months from now', format: projectionLabel, align: 'left' },
              { label: 'Cash balance', ...MONEY },
            ],
            rows: projection.map((point) => [point.month, point.cash]),
          },
        ],
        notes: tableNote('runway', 'Projected cash balance'),
      },
      {
        title: 'Spend-to-Impact Analysis',
        description: "Return on the year's main initiatives.",
        tables: [
          {
            id: 'spend-to-impact',
            title: 'Initiatives',
            columns: [
              { label: 'Initiative' },
              { label: 'Spent', ...MONEY },
              { label: 'Impact' },
              { label: 'Return', unit: 'x', format: multiple },
              { label: 'Rating' },
            ],
            rows: spendToImpact.map((item) => [
              item.initiative,
              item.spent,
              item.impact,
              item.roi,
              roiRating(item.roi).label,
            ]),
          },
        ],
        notes: tableNote('spendToImpact', 'Initiatives'),
      },
    ],
  };
}
