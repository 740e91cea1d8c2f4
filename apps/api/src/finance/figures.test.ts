import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cashRunway,
  departmentTracker,
  type FinanceLine,
  financeFigures,
  grossMarginPercent,
  yearToDate,
} from './figures.js';

const line = (
  month: string,
  scenario: FinanceLine['scenario'],
  kind: FinanceLine['kind'],
  category: string,
  amountCents: number,
): FinanceLine => ({
  month,
  scenario,
  kind,
  category,
  department: null,
  currency: 'EUR',
  amountCents,
  fiscalYearStart: null,
});

describe('addMonths', () => {
  it('rolls into the next year and back', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-09', 20)).toBe('2028-05');
  });
});

describe('grossMarginPercent', () => {
  it('is (revenue − cost of sales) ÷ revenue, one decimal, and none without revenue', () => {
    expect(grossMarginPercent(300_00, 100_00)).toBe(66.7);
    expect(grossMarginPercent(100_00, 150_00)).toBe(-50);
    expect(grossMarginPercent(0, 10_00)).toBeNull();
  });
});

describe('cashRunway', () => {
  it('divides the latest cash by the average burn of the last three months with actuals', () => {
    const lines = [
      // Four months: the first is left out of the average.
      line('2026-05', 'actual', 'expense', 'Salaries', 999_00),
      line('2026-06', 'actual', 'expense', 'Salaries', 100_00),
      line('2026-07', 'actual', 'expense', 'Salaries', 100_00),
      line('2026-08', 'actual', 'expense', 'Salaries', 160_00),
      line('2026-08', 'actual', 'revenue', 'Sales', 60_00),
    ];
    // Burns 100, 100 and 100 (160 − 60): 100.00 a month; 250.00 lasts 2.5 months, gone in the third.
    expect(cashRunway(lines, [{ month: '2026-08', amountCents: 250_00 }])).toEqual({
      cashMonth: '2026-08',
      currentCashCents: 250_00,
      monthlyBurnCents: 100_00,
      burnMonths: ['2026-06', '2026-07', '2026-08'],
      runwayMonths: 2.5,
      projectedCashOut: '2026-11',
    });
  });

  it('has no end when cash grows, and is none without a cash balance', () => {
    const lines = [
      line('2026-08', 'actual', 'revenue', 'Sales', 200_00),
      line('2026-08', 'actual', 'expense', 'Salaries', 200_00),
    ];
    expect(cashRunway(lines, [{ month: '2026-08', amountCents: 1_00 }])).toMatchObject({
      monthlyBurnCents: 0,
      runwayMonths: null,
      projectedCashOut: null,
    });
    expect(cashRunway(lines, [])).toBeNull();
  });
});

describe('financeFigures', () => {
  it('is none without actuals', () => {
    expect(financeFigures([line('2026-08', 'budget', 'revenue', 'Sales', 1_00)], [])).toBeNull();
  });

  it('reads the year to date of the latest actuals, and calls a category on budget under', () => {
    const figures = financeFigures(
      [
        // Last year's month is outside the year to date.
        line('2025-12', 'actual', 'expense', 'Rent', 500_00),
        line('2026-02', 'actual', 'expense', 'Rent', 100_00),
        line('2026-02', 'budget', 'expense', 'Rent', 100_00),
        line('2026-02', 'actual', 'expense', 'Travel', 30_00),
        line('2026-02', 'budget', 'expense', 'Travel', 29_99),
        line('2026-02', 'actual', 'expense', 'Software', 10_00),
      ],
      [],
    );
    expect(figures?.period).toEqual({ from: '2026-01', to: '2026-02' });
    expect(figures?.summary.expenses).toEqual({
      actualCents: 140_00,
      budgetCents: 129_99,
      varianceCents: 10_01,
    });
    expect(figures?.summary.revenue).toEqual({
      actualCents: 0,
      budgetCents: null,
      varianceCents: null,
    });
    expect(figures?.categories.map((c) => [c.category, c.status])).toEqual([
      ['Rent', 'under'],
      ['Software', null],
      ['Travel', 'over'],
    ]);
  });
});

describe('yearToDate', () => {
  it('runs from the first month of the latest actuals’ fiscal year, January when none is said', () => {
    const april = (month: string, amountCents: number) => ({
      ...line(month, 'actual', 'revenue', 'Sales', amountCents),
      fiscalYearStart: month >= '2026-04' ? '2026-04' : '2025-04',
    });
    const lines = [april('2026-03', 50_00), april('2026-04', 20_00), april('2026-09', 30_00)];
    expect(yearToDate(lines)).toEqual({ from: '2026-04', to: '2026-09' });
    // March 2026 belongs to the fiscal year that ended: the year to date is April and September.
    expect(financeFigures(lines, [])?.summary.revenue.actualCents).toBe(50_00);
    expect(yearToDate([line('2026-09', 'actual', 'revenue', 'Sales', 1_00)])).toEqual({
      from: '2026-01',
      to: '2026-09',
    });
    expect(yearToDate([line('2026-09', 'budget', 'revenue', 'Sales', 1_00)])).toBeNull();
  });
});

describe('departmentTracker', () => {
  const ofDepartment = (l: FinanceLine, department: string | null) => ({ ...l, department });
  it('compares a department’s spending with its budget, category by category', () => {
    const lines = [
      ofDepartment(line('2026-03', 'budget', 'expense', 'Travel', 1_000_00), 'Sales'),
      ofDepartment(line('2026-03', 'actual', 'expense', 'Travel', 333_33), 'Sales'),
      // A refund larger than the spending: a negative actual.
      ofDepartment(line('2026-03', 'budget', 'expense', 'Events', 200_00), 'Sales'),
      ofDepartment(line('2026-03', 'actual', 'expense', 'Events', -5), 'Sales'),
      // No budget: nothing to compare with. Another department, and last year: not counted.
      ofDepartment(line('2026-03', 'actual', 'expense', 'Software', 50_00), 'Sales'),
      ofDepartment(line('2026-03', 'budget', 'expense', 'Travel', 9_00), 'Engineering'),
      ofDepartment(line('2025-12', 'actual', 'expense', 'Travel', 9_00), 'Sales'),
      // Revenue is not a cost line.
      ofDepartment(line('2026-03', 'budget', 'revenue', 'Deals', 9_00), 'Sales'),
    ];
    expect(departmentTracker(lines, 'Sales', { from: '2026-01', to: '2026-03' })).toEqual([
      { id: 1, category: 'Events', budgeted: '200.00', actual: '-0.05', utilization: '0.0' },
      { id: 2, category: 'Travel', budgeted: '1000.00', actual: '333.33', utilization: '33.3' },
    ]);
    expect(departmentTracker(lines, 'Finance', { from: '2026-01', to: '2026-03' })).toEqual([]);
  });

  it('matches the department trimmed and case ignored, never the lines of no department', () => {
    const lines = [
      ofDepartment(line('2026-03', 'budget', 'expense', 'Travel', 1_000_00), ' engineering '),
      ofDepartment(line('2026-03', 'actual', 'expense', 'Travel', 250_00), 'ENGINEERING'),
      ofDepartment(line('2026-03', 'actual', 'expense', 'Travel', 700_00), null),
    ];
    expect(departmentTracker(lines, 'Engineering', { from: '2026-01', to: '2026-03' })).toEqual([
      { id: 1, category: 'Travel', budgeted: '1000.00', actual: '250.00', utilization: '25.0' },
    ]);
  });
});
