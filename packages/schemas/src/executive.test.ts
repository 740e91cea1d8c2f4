import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type AiPanelActionItem,
  type CompanyHealthIndex,
  type ExecutiveSignal,
  type FinanceData,
  type Forecast,
  type FunctionOkr,
  type HealthArea,
  type KpiCard,
  type Objective,
  type PeopleData,
  type RiskOpportunity,
  type Signal,
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
} from './executive';

const signal: Signal = {
  id: 'competitor-pricing',
  title: 'Competitor cut enterprise pricing by 15%',
  category: 'Market',
  priority: 'High',
  source: 'Market Intelligence Feed',
  timestamp: '2 hours ago',
  summary: 'A main competitor lowered its enterprise tier price.',
  impact: 'Three renewals this quarter may ask for a discount.',
  actions: ['Brief the account team', 'Prepare a value comparison'],
  tags: ['pricing', 'competition', 'enterprise'],
  confidence: 0.87,
};
const aiPanelItem: AiPanelActionItem = {
  title: 'Review Q4 hiring plan',
  priority: 'Medium',
  description: 'Engineering is 4 hires behind plan.',
  system: 'Workday',
};
const executiveSignal: ExecutiveSignal = {
  id: 'churn-risk-acme',
  impact: 'high',
  category: 'Revenue',
  title: 'Churn risk at a top account',
  description: 'Usage dropped 30% in 6 weeks.',
  recommendation: 'Schedule an executive sponsor call.',
  urgency: 'immediate',
  source: 'Salesforce',
  timeframe: 'Next 30 days',
};
const kpi: KpiCard = {
  title: 'Revenue YTD',
  value: 2.4,
  delta: 8,
  trend: 'up',
  unit: '$M',
  target: 2.2,
  icon: 'dollar-sign',
};
const healthArea: HealthArea = {
  area: 'People',
  status: 'medium',
  score: 74,
  trend: 'stable',
  insight: 'Attrition steady; two teams above span-of-control limits.',
};
const objective: Objective = {
  id: 'fy25-o1',
  title: 'Accelerate enterprise growth',
  progress: 68,
  status: 'on-track',
  keyResults: [
    { title: 'Close 20 enterprise deals', progress: 75, status: 'ahead' },
    { title: 'Raise NRR to 120%', progress: 55, status: 'at-risk' },
  ],
};
const functionOkr: FunctionOkr = {
  name: 'Engineering',
  progress: 72,
  status: 'on-track',
  objectives: 3,
  keyResults: 9,
};
const people: PeopleData = {
  capacity: { totalHeadcount: 148, openPositions: 12, utilizationRate: 87, spanOfControl: 6.2 },
  hiring: {
    timeToFill: 32,
    pipelineHealth: 78,
    offerAcceptanceRate: 85,
    sourcingChannels: [
      { name: 'Referrals', percentage: 35, candidates: 42 },
      { name: 'LinkedIn', percentage: 40, candidates: 48 },
    ],
  },
  attrition: {
    currentRate: 11.5,
    voluntaryRate: 8.2,
    riskScore: 34,
    highRiskRoles: [{ role: 'Senior Engineer', risk: 42, tenure: '2.5 years' }],
  },
  leadership: {
    avgSpanOfControl: 6.4,
    leadershipRatio: '1:8',
    managerEffectiveness: 81,
    departments: [{ name: 'Engineering', managers: 8, reports: 52, span: 6.5, effectiveness: 84 }],
  },
};
const finance: FinanceData = {
  summary: {
    revenue: { actual: 2_400_000, budget: 2_220_000, variance: 8.1 },
    expenses: { actual: 1_900_000, budget: 1_850_000, variance: 2.7 },
    grossMargin: { actual: 72, budget: 70, variance: 2.9 },
    burnRate: { actual: 2_100_000, budget: 2_000_000, variance: 5 },
  },
  budgetLines: [
    { category: 'Marketing', budgeted: 300_000, actual: 330_000, variance: 10, status: 'over' },
    { category: 'R&D', budgeted: 900_000, actual: 860_000, variance: -4.4, status: 'under' },
  ],
  runway: {
    currentCash: 28_500_000,
    monthlyBurn: 2_100_000,
    runwayMonths: 13.6,
    projectedCashOut: 'Q1 2027',
  },
  spendToImpact: [
    { initiative: 'Self-serve onboarding', spent: 120_000, impact: '+12% activation', roi: 3.4 },
  ],
};

const healthIndex: CompanyHealthIndex = {
  score: 83,
  label: 'Strong Performance',
  change: 5,
  period: 'this quarter',
};
const forecast: Forecast = {
  metric: 'Monthly revenue',
  points: [
    { label: 'Sep', actual: 8_400_000, forecast: 8_400_000, low: 8_400_000, high: 8_400_000 },
    { label: 'Oct', actual: null, forecast: 8_900_000, low: 8_600_000, high: 9_200_000 },
  ],
  confidence: 0.82,
  driver: 'Enterprise renewals',
};
const riskOpportunity: RiskOpportunity = {
  id: 'eu-expansion',
  kind: 'opportunity',
  title: 'EU mid-market expansion',
  description: 'Three partners ready to resell.',
  impact: 'high',
  probability: 60,
  timeframe: 'Next quarter',
  owner: 'CRO',
};

const fixtures: [string, z.ZodType, unknown][] = [
  ['Company Health Index', ZCompanyHealthIndex, healthIndex],
  ['90-day forecast', ZForecast, forecast],
  ['Risk or opportunity', ZRiskOpportunity, riskOpportunity],
  ['Signal', ZSignal, signal],
  ['AI panel action item', ZAiPanelActionItem, aiPanelItem],
  ['Executive signal', ZExecutiveSignal, executiveSignal],
  ['KPI card', ZKpiCard, kpi],
  ['Health area', ZHealthArea, healthArea],
  ['Objective', ZObjective, objective],
  ['Function OKR', ZFunctionOkr, functionOkr],
  ['People data', ZPeopleData, people],
  ['Finance data', ZFinanceData, finance],
];

describe('executive sample data', () => {
  it.each(fixtures)('an example %s parses unchanged', (_name, schema, fixture) => {
    expect(schema.parse(fixture)).toEqual(fixture);
  });

  it('keeps a signal confidence between 0 and 1, and optional', () => {
    expect(ZSignal.safeParse({ ...signal, confidence: 1.2 }).success).toBe(false);
    const { confidence: _confidence, ...withoutConfidence } = signal;
    expect(ZSignal.safeParse(withoutConfidence).success).toBe(true);
  });

  it('knows the signal categories of both copies', () => {
    for (const category of ['Market Intelligence', 'Sales Performance', 'Sales', 'Finance']) {
      expect(ZSignal.safeParse({ ...signal, category }).success).toBe(true);
    }
    expect(ZSignal.safeParse({ ...signal, category: 'Weather' }).success).toBe(false);
  });

  it('marks KPIs where a rise is bad news, optionally', () => {
    expect(ZKpiCard.safeParse({ ...kpi, isLowerBetter: true }).success).toBe(true);
    expect(ZKpiCard.safeParse({ ...kpi, isLowerBetter: 'yes' }).success).toBe(false);
  });

  it('keeps the forecast confidence between 0 and 1 and needs at least one month', () => {
    expect(ZForecast.safeParse({ ...forecast, confidence: 1.1 }).success).toBe(false);
    expect(ZForecast.safeParse({ ...forecast, points: [] }).success).toBe(false);
  });

  it('knows a risk from an opportunity', () => {
    expect(ZRiskOpportunity.safeParse({ ...riskOpportunity, kind: 'risk' }).success).toBe(true);
    expect(ZRiskOpportunity.safeParse({ ...riskOpportunity, kind: 'threat' }).success).toBe(false);
  });
});
