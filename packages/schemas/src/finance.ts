import { z } from 'zod';
import { ZBudgetLine } from './manager';
import { ZCurrencyCode, ZIsoMonth, ZProvenance } from './sync';

/**
 * The organisation's financial figures, computed from its connected financial system's monthly
 * actuals, budgets and month-end cash (`/qube/finance`, the Revenue YTD and Gross Margin cards).
 * Amounts are whole cents of `currency`. A figure no source gives is null, never made up: the
 * page keeps its sample where the answer has none.
 */

const ZCents = z.number().int();

/** A figure actual against budget: `variance` is actual − budget (null without a budget). */
export const ZFinanceComparison = z.object({
  actualCents: ZCents,
  budgetCents: ZCents.nullable(),
  varianceCents: ZCents.nullable(),
});
export type FinanceComparison = z.infer<typeof ZFinanceComparison>;

/** A percentage actual against budget, one decimal; `variance` in percentage points. */
export const ZFinancePercentComparison = z.object({
  actual: z.number().nullable(),
  budget: z.number().nullable(),
  variance: z.number().nullable(),
});

export const ZFinanceCategory = z.object({
  category: z.string(),
  kind: z.enum(['costOfSales', 'expense']),
  budgetedCents: ZCents.nullable(),
  actualCents: ZCents,
  /** actual − budgeted; null without a budget. */
  varianceCents: ZCents.nullable(),
  /** `over` when actual exceeds budget, else `under`; null without a budget. */
  status: z.enum(['over', 'under']).nullable(),
});
export type FinanceCategory = z.infer<typeof ZFinanceCategory>;

export const ZFinanceRunway = z.object({
  /** The month whose closing cash is `currentCashCents`: the latest the source gave. */
  cashMonth: ZIsoMonth,
  currentCashCents: ZCents,
  /** The average monthly burn over `burnMonths` (outflow less income; negative: cash grows). */
  monthlyBurnCents: ZCents,
  /** The last three months with actuals (fewer when the source has fewer). */
  burnMonths: z.array(ZIsoMonth).max(3),
  /** Cash ÷ monthly burn, one decimal; null when the company is not burning cash. */
  runwayMonths: z.number().nullable(),
  /** The month the cash runs out at that burn; null when it does not. */
  projectedCashOut: ZIsoMonth.nullable(),
});
export type FinanceRunway = z.infer<typeof ZFinanceRunway>;

export const ZFinanceFigures = z.object({
  currency: ZCurrencyCode,
  /** Year to date: January of the latest month with actuals, to that month. */
  period: z.object({ from: ZIsoMonth, to: ZIsoMonth }),
  summary: z.object({
    revenue: ZFinanceComparison,
    /** Cost of sales and operating expenses. */
    expenses: ZFinanceComparison,
    /** (revenue − cost of sales) ÷ revenue, percent. */
    grossMargin: ZFinancePercentComparison,
    /** The period's average monthly burn. */
    burnRate: ZFinanceComparison,
  }),
  /** Cost of sales and expense categories over the period, by name. */
  categories: z.array(ZFinanceCategory),
  /** Null when the source gives no cash balance. */
  runway: ZFinanceRunway.nullable(),
});
export type FinanceFigures = z.infer<typeof ZFinanceFigures>;

/** GET /api/finance/figures */
export const ZFinanceFiguresResponse = z.object({
  provenance: ZProvenance,
  /** Null when nothing is connected or synced: the page shows its sample. */
  figures: ZFinanceFigures.nullable(),
});
export type FinanceFiguresResponse = z.infer<typeof ZFinanceFiguresResponse>;

/**
 * GET /api/finance/department-budget: the Budget vs Actual Tracker's lines for the viewer's own
 * department (the synced HRIS says which), year to date, from the financial source's lines of
 * that department. `lines` is null when there is no such source, the viewer has no department or
 * is not a manager, executive or HR, or the source has no budget for it: the tracker keeps its
 * sample.
 */
export const ZDepartmentBudgetResponse = z.object({
  provenance: ZProvenance,
  department: z.string().nullable(),
  currency: ZCurrencyCode.nullable(),
  period: z.object({ from: ZIsoMonth, to: ZIsoMonth }).nullable(),
  lines: z.array(ZBudgetLine).nullable(),
});
export type DepartmentBudgetResponse = z.infer<typeof ZDepartmentBudgetResponse>;
