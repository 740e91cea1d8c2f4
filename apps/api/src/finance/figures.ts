import type {
  FinanceCategory,
  FinanceComparison,
  FinanceFigures,
  FinanceRunway,
} from '@q/schemas/finance';
import type { FinanceLineKind, FinanceScenario } from '@q/schemas/sync';

/** A synced monthly amount, as the rules read it. */
export interface FinanceLine {
  month: string;
  scenario: FinanceScenario;
  kind: FinanceLineKind;
  category: string;
  department: string | null;
  currency: string;
  amountCents: number;
  /** The first month of the line's fiscal year; null: January of its calendar year. */
  fiscalYearStart: string | null;
}

export interface CashBalance {
  month: string;
  amountCents: number;
}

/** Months the runway's burn is averaged over. */
export const RUNWAY_BURN_MONTHS = 3;

/** `YYYY-MM` `count` months after `month`. */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Σ of the lines' amounts matching. */
function total(
  lines: readonly FinanceLine[],
  scenario: FinanceScenario,
  kinds: readonly FinanceLineKind[],
  months: ReadonlySet<string>,
): number {
  let sum = 0;
  for (const line of lines) {
    if (line.scenario === scenario && kinds.includes(line.kind) && months.has(line.month)) {
      sum += line.amountCents;
    }
  }
  return sum;
}

const OUTFLOW: readonly FinanceLineKind[] = ['costOfSales', 'expense', 'otherExpense'];
const INFLOW: readonly FinanceLineKind[] = ['revenue', 'otherIncome'];

/** A month's burn: what went out less what came in (negative when cash grew). */
export function monthlyBurn(
  lines: readonly FinanceLine[],
  scenario: FinanceScenario,
  month: string,
): number {
  const one = new Set([month]);
  return total(lines, scenario, OUTFLOW, one) - total(lines, scenario, INFLOW, one);
}

function comparison(actual: number, budget: number | null): FinanceComparison {
  return {
    actualCents: actual,
    budgetCents: budget,
    varianceCents: budget === null ? null : actual - budget,
  };
}

/** Gross margin in percent, one decimal; null without revenue. */
export function grossMarginPercent(revenueCents: number, costOfSalesCents: number): number | null {
  if (revenueCents <= 0) return null;
  return round1(((revenueCents - costOfSalesCents) / revenueCents) * 100);
}

/**
 * The runway: the latest month-end cash, divided by the average monthly burn over the last three
 * months with actuals. Not burning (a burn of zero or less), it has no end.
 */
export function cashRunway(
  lines: readonly FinanceLine[],
  cash: readonly CashBalance[],
): FinanceRunway | null {
  const latestCash = [...cash].sort((a, b) => a.month.localeCompare(b.month)).at(-1);
  if (!latestCash) return null;
  const actualMonths = [
    ...new Set(lines.filter((l) => l.scenario === 'actual').map((l) => l.month)),
  ].sort();
  const burnMonths = actualMonths.slice(-RUNWAY_BURN_MONTHS);
  if (burnMonths.length === 0) return null;
  const burnSum = burnMonths.reduce((sum, month) => sum + monthlyBurn(lines, 'actual', month), 0);
  const burn = burnSum / burnMonths.length;
  const burning = burn > 0;
  const months = burning ? latestCash.amountCents / burn : null;
  return {
    cashMonth: latestCash.month,
    currentCashCents: latestCash.amountCents,
    monthlyBurnCents: Math.round(burn),
    burnMonths,
    runwayMonths: months === null ? null : round1(Math.max(0, months)),
    projectedCashOut:
      months === null ? null : addMonths(latestCash.month, Math.max(0, Math.ceil(months))),
  };
}

/**
 * The fiscal year to date of the latest month with actuals: from the first month of that month's
 * fiscal year (as its lines say; January when they do not) to that month. Null without actuals.
 */
export function yearToDate(lines: readonly FinanceLine[]): { from: string; to: string } | null {
  let latest: FinanceLine | undefined;
  for (const line of lines) {
    if (line.scenario === 'actual' && (latest === undefined || line.month > latest.month)) {
      latest = line;
    }
  }
  if (latest === undefined) return null;
  return { from: latest.fiscalYearStart ?? `${latest.month.slice(0, 4)}-01`, to: latest.month };
}

/**
 * The figures of the year to date of the latest month with actuals (`yearToDate`: its fiscal year's
 * first month to that month):
 * revenue, expenses (cost of sales and operating expenses), gross margin and the average
 * monthly burn, each against its budget where the source has one; the cost categories with
 * their status; and the cash runway. Null when the source has no actuals.
 *
 * Every line counts, whatever its department: a connector stores each amount once (a
 * department's share under the department, the rest with none), so the lines of all departments
 * and of none add up to the company's.
 */
export function financeFigures(
  lines: readonly FinanceLine[],
  cash: readonly CashBalance[],
): FinanceFigures | null {
  const period = yearToDate(lines);
  const currency = lines[0]?.currency;
  if (period === null || currency === undefined) return null;
  const { from, to: latest } = period;
  const inPeriod = (month: string) => month >= from && month <= latest;
  const months = new Set(lines.map((l) => l.month).filter(inPeriod));
  const hasBudget = (kinds: readonly FinanceLineKind[]) =>
    lines.some((l) => l.scenario === 'budget' && kinds.includes(l.kind) && months.has(l.month));
  const budgetOf = (kinds: readonly FinanceLineKind[]) =>
    hasBudget(kinds) ? total(lines, 'budget', kinds, months) : null;

  const revenue = total(lines, 'actual', ['revenue'], months);
  const costOfSales = total(lines, 'actual', ['costOfSales'], months);
  const expenses = total(lines, 'actual', ['costOfSales', 'expense'], months);
  const revenueBudget = budgetOf(['revenue']);
  const costOfSalesBudget = budgetOf(['costOfSales']);

  // The average burn over the period's months that have figures of that scenario.
  const burnOf = (scenario: FinanceScenario): number | null => {
    const withFigures = [
      ...new Set(
        lines.filter((l) => l.scenario === scenario && months.has(l.month)).map((l) => l.month),
      ),
    ];
    if (withFigures.length === 0) return null;
    const sum = withFigures.reduce((acc, month) => acc + monthlyBurn(lines, scenario, month), 0);
    return Math.round(sum / withFigures.length);
  };

  const marginActual = grossMarginPercent(revenue, costOfSales);
  const marginBudget =
    revenueBudget === null ? null : grossMarginPercent(revenueBudget, costOfSalesBudget ?? 0);

  const categories = new Map<string, FinanceCategory>();
  for (const line of lines) {
    if (!months.has(line.month) || (line.kind !== 'costOfSales' && line.kind !== 'expense')) {
      continue;
    }
    const key = `${line.kind}|${line.category}`;
    const entry = categories.get(key) ?? {
      category: line.category,
      kind: line.kind,
      budgetedCents: null,
      actualCents: 0,
      varianceCents: null,
      status: null,
    };
    if (line.scenario === 'actual') entry.actualCents += line.amountCents;
    else entry.budgetedCents = (entry.budgetedCents ?? 0) + line.amountCents;
    categories.set(key, entry);
  }
  const categoryList = [...categories.values()]
    .map((entry) => {
      if (entry.budgetedCents === null) return entry;
      const variance = entry.actualCents - entry.budgetedCents;
      return {
        ...entry,
        varianceCents: variance,
        status: variance > 0 ? ('over' as const) : ('under' as const),
      };
    })
    .sort((a, b) => a.category.localeCompare(b.category) || a.kind.localeCompare(b.kind));

  return {
    currency,
    period: { from, to: latest },
    summary: {
      revenue: comparison(revenue, revenueBudget),
      expenses: comparison(expenses, budgetOf(['costOfSales', 'expense'])),
      grossMargin: {
        actual: marginActual,
        budget: marginBudget,
        variance:
          marginActual === null || marginBudget === null
            ? null
            : round1(marginActual - marginBudget),
      },
      burnRate: comparison(burnOf('actual') ?? 0, burnOf('budget')),
    },
    categories: categoryList,
    runway: cashRunway(lines, cash),
  };
}

/** A budget line as the tracker shows it: amounts and utilisation as numeric strings. */
export interface TrackerLine {
  id: number;
  category: string;
  budgeted: string;
  actual: string;
  utilization: string;
}

const money = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * A department name as the HRIS and the financial source are matched: trimmed, case ignored
 * ('Engineering' in the HRIS is the ' engineering ' class of the books).
 */
export function departmentKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/**
 * A department's cost lines over a period, by category: what was budgeted, what was spent and the
 * share of the budget spent (percent, one decimal). Categories without a budget are left out:
 * the tracker compares against a budget. Empty when the department has none.
 */
export function departmentTracker(
  lines: readonly FinanceLine[],
  department: string,
  period: { from: string; to: string },
): TrackerLine[] {
  const wanted = departmentKey(department);
  const byCategory = new Map<string, { budgeted: number | null; actual: number }>();
  for (const line of lines) {
    if (
      line.department === null ||
      departmentKey(line.department) !== wanted ||
      line.month < period.from ||
      line.month > period.to ||
      (line.kind !== 'costOfSales' && line.kind !== 'expense')
    ) {
      continue;
    }
    const entry = byCategory.get(line.category) ?? { budgeted: null, actual: 0 };
    if (line.scenario === 'actual') entry.actual += line.amountCents;
    else entry.budgeted = (entry.budgeted ?? 0) + line.amountCents;
    byCategory.set(line.category, entry);
  }
  return [...byCategory.entries()]
    .filter(([, entry]) => entry.budgeted !== null && entry.budgeted > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, entry], index) => ({
      id: index + 1,
      category,
      budgeted: money(entry.budgeted as number),
      actual: money(entry.actual),
      utilization: round1((entry.actual / (entry.budgeted as number)) * 100).toFixed(1),
    }));
}
