import {
  ZAiPanelActionItem,
  ZCompanyHealthIndex,
  ZExecutiveSignal,
  ZFinanceData,
  ZForecast,
  ZFunctionOkr,
  ZHealthArea,
  ZKpiCard,
  ZObjective,
  ZPeopleData,
  ZRiskOpportunity,
  ZSignal,
} from '@q/schemas/executive';
import { afterMonths, quarterOfYear } from '@q/schemas/periods';
import { describe, expect, it } from 'vitest';
import { financeData } from './finance';
import { COMPANY_OBJECTIVES, FUNCTION_OKRS } from './okrs';
import {
  aiPanelActions,
  COMPANY_HEALTH_INDEX,
  EXECUTIVE_SIGNALS,
  HEALTH_AREAS,
  KPI_CARDS,
  revenueForecast,
  risksAndOpportunities,
} from './overview';
import { PEOPLE_DATA } from './people';
import { sampleSignals } from './signals';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const FINANCE_DATA = financeData(SAMPLE_DAY);
const SIGNALS = sampleSignals(SAMPLE_DAY);
const AI_PANEL_ACTIONS = aiPanelActions(SAMPLE_DAY);
const REVENUE_FORECAST = revenueForecast(SAMPLE_DAY);
const RISKS_AND_OPPORTUNITIES = risksAndOpportunities(SAMPLE_DAY);

describe('the fixed sample data', () => {
  it('matches the schemas', () => {
    expect(() => {
      ZCompanyHealthIndex.parse(COMPANY_HEALTH_INDEX);
      ZForecast.parse(REVENUE_FORECAST);
      ZPeopleData.parse(PEOPLE_DATA);
      ZFinanceData.parse(FINANCE_DATA);
      for (const item of KPI_CARDS) ZKpiCard.parse(item);
      for (const item of HEALTH_AREAS) ZHealthArea.parse(item);
      for (const item of EXECUTIVE_SIGNALS) ZExecutiveSignal.parse(item);
      for (const item of RISKS_AND_OPPORTUNITIES) ZRiskOpportunity.parse(item);
      for (const item of AI_PANEL_ACTIONS) ZAiPanelActionItem.parse(item);
      for (const item of COMPANY_OBJECTIVES) ZObjective.parse(item);
      for (const item of FUNCTION_OKRS) ZFunctionOkr.parse(item);
      for (const item of SIGNALS) ZSignal.parse(item);
    }).not.toThrow();
  });

  it('shows the documented sample figures', () => {
    expect(COMPANY_HEALTH_INDEX).toEqual({
      score: 83,
      label: 'Strong Performance',
      change: 5,
      period: 'this quarter',
    });
    expect(PEOPLE_DATA.capacity.totalHeadcount).toBe(148);
    expect(PEOPLE_DATA.capacity.openPositions).toBe(12);
    expect(FINANCE_DATA.runway).toMatchObject({
      currentCash: 28_500_000,
      monthlyBurn: 2_100_000,
      runwayMonths: 13.6,
    });
    expect(KPI_CARDS.map((kpi) => kpi.title)).toEqual([
      'Revenue YTD',
      'Gross Margin',
      'NRR',
      'Active Risks',
    ]);
    expect(HEALTH_AREAS.map((area) => area.area)).toEqual([
      'Product',
      'GTM',
      'Operations',
      'People',
    ]);
    expect(FUNCTION_OKRS.map((okr) => okr.name)).toEqual([
      'Product',
      'Engineering',
      'Sales',
      'People',
    ]);
  });

  it('keeps related figures consistent', () => {
    const { runway, budgetLines, summary } = FINANCE_DATA;
    expect(runway.runwayMonths).toBeCloseTo(runway.currentCash / runway.monthlyBurn, 1);
    expect(summary.burnRate.actual).toBe(runway.monthlyBurn);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(budgetLines.map((line) => line.actual))).toBeCloseTo(summary.expenses.actual);
    expect(sum(budgetLines.map((line) => line.budgeted))).toBeCloseTo(summary.expenses.budget);
    for (const line of budgetLines) {
      expect(line.variance).toBeCloseTo(((line.actual - line.budgeted) / line.budgeted) * 100, 1);
    }
    const { departments } = PEOPLE_DATA.leadership;
    expect(sum(departments.map((d) => d.managers + d.reports))).toBe(148);
    expect(new Set(SIGNALS.map((signal) => signal.id)).size).toBe(SIGNALS.length);
  });

  it('speaks of the periods around today, never of a past one as the current', () => {
    // 27 November 2026: FY26, Q4; next quarter Q1, next fiscal year FY27.
    expect(REVENUE_FORECAST.points.map((point) => point.label)).toEqual([
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
    ]);
    expect(FINANCE_DATA.runway.projectedCashOut).toBe('Q1 2028');
    expect(FINANCE_DATA.runway.projectedCashOut).toBe(
      quarterOfYear(afterMonths(SAMPLE_DAY, FINANCE_DATA.runway.runwayMonths)),
    );
    expect(AI_PANEL_ACTIONS.map((action) => action.title)).toContain(
      'Schedule the FY27 planning kickoff',
    );
    expect(RISKS_AND_OPPORTUNITIES.map((item) => item.title)).toContain(
      'Backend hiring delays the Q1 roadmap',
    );
    const signalText = JSON.stringify(SIGNALS);
    expect(signalText).toContain('Add the accounts to the Q4 forecast');
    expect(signalText).toContain('delay the Q1 roadmap');
    // Half a year on, the same sample speaks of that day's periods.
    const later = new Date(2027, 4, 3);
    expect(revenueForecast(later).points[3]?.label).toBe('May');
    expect(financeData(later).runway.projectedCashOut).toBe('Q2 2028');
    expect(JSON.stringify(sampleSignals(later))).toContain('delay the Q3 roadmap');
  });
});
