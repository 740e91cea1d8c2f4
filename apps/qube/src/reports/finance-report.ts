import type { FinanceData } from '@q/schemas/executive';
import { formatMoney, formatSignedPercent } from '@q/ui';
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
import type { Report, ReportHeading } from '../lib/report/report';
import { months, multiple } from './formats';

const MONEY = { unit: 'USD', format: formatMoney } as const;
const VARIANCE = { label: 'Variance', unit: '%', format: formatSignedPercent } as const;

/**
 * The Finance page as a report, from the data the page renders: the summary against budget,
 * budget against actuals by category, the cash runway and its curve, and return on spend.
 */
export function financeReport(heading: ReportHeading, finance: FinanceData): Report {
  const { summary, budgetLines, runway, spendToImpact } = finance;
  const projection = cashProjection(runway, PROJECTION_MONTHS);
  return {
    ...heading,
    // Every figure of the page is sample data (src/data), and the files say so.
    isSample: true,
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
            ],
            rows: SUMMARY_ITEMS.map(({ key, label, unit, format }) => {
              const figures = summary[key];
              return [
                label,
                { value: figures.actual, text: format(figures.actual) },
                { value: figures.budget, text: format(figures.budget) },
                figures.variance,
                unit,
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
        notes: [remainingText(budgetRemaining(budgetLines))],
      },
      {
        title: 'Cash Runway',
        description: 'At the current monthly burn.',
        figures: [
          { label: 'Current cash', value: runway.currentCash, ...MONEY },
          { label: 'Monthly burn', value: runway.monthlyBurn, ...MONEY },
          { label: 'Runway', value: runway.runwayMonths, unit: 'months', format: months },
          { label: 'Projected cash-out', value: runway.projectedCashOut },
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
      },
    ],
  };
}
