import { z } from 'zod';
import { ZLabel, ZPercent, ZSampleId } from './common';
import {
  ZBudgetStatus,
  ZHealthLevel,
  ZOkrSampleStatus,
  ZPriority,
  ZSignalCategory,
  ZSignalPriority,
  ZTrend,
  ZUrgency,
} from './enums';

/**
 * The executive dashboard (Qube) and its sub-pages. All of it is fixed sample data held in the
 * app; these schemas type it and let tests check it. Money is in dollars, rates in percent.
 */

const ZCount = z.number().int().min(0);

// ── AI signals (/qube/signals, the AI Insights panel) ────────────────────────────────────────

export const ZSignal = z.object({
  id: ZSampleId,
  title: z.string().min(1),
  category: ZSignalCategory,
  priority: ZSignalPriority,
  source: z.string(),
  /** Relative text ('2 hours ago'). */
  timestamp: ZLabel,
  summary: z.string(),
  /** Why it matters. */
  impact: z.string(),
  /** Recommended actions. */
  actions: z.array(z.string()),
  tags: z.array(z.string()),
  /** 0 to 1; only the executive copy has it. */
  confidence: z.number().min(0).max(1).optional(),
});
export type Signal = z.infer<typeof ZSignal>;

/** An item of the AI Insights side panel. */
export const ZAiPanelActionItem = z.object({
  title: z.string().min(1),
  priority: ZSignalPriority,
  description: z.string(),
  /** The system the item comes from ('Salesforce', 'Workday'). */
  system: z.string(),
});
export type AiPanelActionItem = z.infer<typeof ZAiPanelActionItem>;

/** A card of the Executive Signals list on /qube. */
export const ZExecutiveSignal = z.object({
  id: ZSampleId,
  impact: ZPriority,
  category: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  recommendation: z.string(),
  urgency: ZUrgency,
  source: z.string(),
  /** Display text ('Next 30 days'). */
  timeframe: ZLabel,
});
export type ExecutiveSignal = z.infer<typeof ZExecutiveSignal>;

// ── Overview (/qube) ─────────────────────────────────────────────────────────────────────────

export const ZKpiCard = z.object({
  title: z.string().min(1),
  value: z.number(),
  /** Change in percent against the previous period. */
  delta: z.number(),
  trend: ZTrend,
  /** Display unit ('$M', '%', ''). */
  unit: z.string(),
  target: z.number(),
  /** Name of the icon to draw. */
  icon: z.string().min(1),
  /** A rise is bad news (e.g. Active Risks); by default a rise is good news. */
  isLowerBetter: z.boolean().optional(),
});
export type KpiCard = z.infer<typeof ZKpiCard>;

/** The Company Health Index at the top of /qube (83, 'Strong Performance', +5 pts). */
export const ZCompanyHealthIndex = z.object({
  /** Out of 100. */
  score: ZPercent,
  /** Verdict in words ('Strong Performance'). */
  label: ZLabel,
  /** Change in points over the period. */
  change: z.number(),
  /** Display text ('this quarter'). */
  period: ZLabel,
});
export type CompanyHealthIndex = z.infer<typeof ZCompanyHealthIndex>;

/** An area of the Company Health grid, scored out of 100. */
export const ZHealthArea = z.object({
  area: z.string().min(1),
  status: ZHealthLevel,
  score: ZPercent,
  trend: ZTrend,
  insight: z.string(),
});
export type HealthArea = z.infer<typeof ZHealthArea>;

/** A month of the 90-Day Forecast: recorded (`actual`) or projected with a range. */
export const ZForecastPoint = z.object({
  /** Display text ('Oct'). */
  label: ZLabel,
  actual: z.number().nullable(),
  forecast: z.number().nullable(),
  /** Bounds of the projection's range. */
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type ForecastPoint = z.infer<typeof ZForecastPoint>;

/** The 90-Day Forecast of /qube: a metric's recent months and the next three projected. */
export const ZForecast = z.object({
  /** What is forecast ('Monthly revenue'). */
  metric: z.string().min(1),
  /** In dollars. */
  points: z.array(ZForecastPoint).min(1),
  /** Confidence of the model, 0 to 1. */
  confidence: z.number().min(0).max(1),
  /** The main driver in words. */
  driver: z.string(),
});
export type Forecast = z.infer<typeof ZForecast>;

export const ZRiskOpportunityKind = z.enum(['risk', 'opportunity']);
export type RiskOpportunityKind = z.infer<typeof ZRiskOpportunityKind>;

/** An item of Upcoming Risks & Opportunities on /qube. */
export const ZRiskOpportunity = z.object({
  id: ZSampleId,
  kind: ZRiskOpportunityKind,
  title: z.string().min(1),
  description: z.string(),
  impact: ZPriority,
  /** Likelihood in percent. */
  probability: ZPercent,
  /** Display text ('In 3 weeks'). */
  timeframe: ZLabel,
  owner: z.string().min(1),
});
export type RiskOpportunity = z.infer<typeof ZRiskOpportunity>;

// ── OKRs (/qube/okrs) ────────────────────────────────────────────────────────────────────────

export const ZKeyResult = z.object({
  title: z.string().min(1),
  progress: ZPercent,
  status: ZOkrSampleStatus,
});
export type KeyResult = z.infer<typeof ZKeyResult>;

export const ZObjective = z.object({
  id: ZSampleId,
  title: z.string().min(1),
  progress: ZPercent,
  status: ZOkrSampleStatus,
  keyResults: z.array(ZKeyResult),
});
export type Objective = z.infer<typeof ZObjective>;

/** A function's card in the Functions view, and a row of OKR Progress on /qube. */
export const ZFunctionOkr = z.object({
  name: z.string().min(1),
  progress: ZPercent,
  status: ZOkrSampleStatus,
  /** Number of objectives. */
  objectives: ZCount,
  /** Number of key results. */
  keyResults: ZCount,
});
export type FunctionOkr = z.infer<typeof ZFunctionOkr>;

// ── People (/qube/people) ────────────────────────────────────────────────────────────────────

export const ZSourcingChannel = z.object({
  name: z.string().min(1),
  percentage: ZPercent,
  candidates: ZCount,
});
export type SourcingChannel = z.infer<typeof ZSourcingChannel>;

export const ZHighRiskRole = z.object({
  role: z.string().min(1),
  /** Flight risk in percent. */
  risk: ZPercent,
  /** Display text ('1.5 years'). */
  tenure: ZLabel,
});
export type HighRiskRole = z.infer<typeof ZHighRiskRole>;

export const ZLeadershipDepartment = z.object({
  name: z.string().min(1),
  managers: ZCount,
  reports: ZCount,
  /** Reports per manager. */
  span: z.number().min(0),
  /** Percent. */
  effectiveness: ZPercent,
});
export type LeadershipDepartment = z.infer<typeof ZLeadershipDepartment>;

export const ZPeopleData = z.object({
  capacity: z.object({
    totalHeadcount: ZCount,
    openPositions: ZCount,
    /** Percent. */
    utilizationRate: z.number().min(0),
    /** Reports per manager. */
    spanOfControl: z.number().min(0),
  }),
  hiring: z.object({
    /** Days. */
    timeToFill: z.number().min(0),
    /** Percent. */
    pipelineHealth: ZPercent,
    /** Percent. */
    offerAcceptanceRate: ZPercent,
    sourcingChannels: z.array(ZSourcingChannel),
  }),
  attrition: z.object({
    /** Percent a year. */
    currentRate: ZPercent,
    /** Percent a year. */
    voluntaryRate: ZPercent,
    /** Out of 100. */
    riskScore: ZPercent,
    highRiskRoles: z.array(ZHighRiskRole),
  }),
  leadership: z.object({
    avgSpanOfControl: z.number().min(0),
    /** Display text ('1:8'). */
    leadershipRatio: ZLabel,
    /** Percent. */
    managerEffectiveness: ZPercent,
    departments: z.array(ZLeadershipDepartment),
  }),
});
export type PeopleData = z.infer<typeof ZPeopleData>;

// ── Finance (/qube/finance) ──────────────────────────────────────────────────────────────────

/** An actual against its budget; variance in percent (positive: above budget). */
export const ZBudgetComparison = z.object({
  actual: z.number(),
  budget: z.number(),
  variance: z.number(),
});
export type BudgetComparison = z.infer<typeof ZBudgetComparison>;

export const ZFinanceBudgetLine = z.object({
  category: z.string().min(1),
  budgeted: z.number().min(0),
  actual: z.number().min(0),
  /** Percent; above 0 shows Over Budget. */
  variance: z.number(),
  status: ZBudgetStatus,
});
export type FinanceBudgetLine = z.infer<typeof ZFinanceBudgetLine>;

export const ZRunway = z.object({
  currentCash: z.number().min(0),
  monthlyBurn: z.number().min(0),
  runwayMonths: z.number().min(0),
  /** Display text ('Q3 2026'). */
  projectedCashOut: ZLabel,
});
export type Runway = z.infer<typeof ZRunway>;

export const ZSpendToImpact = z.object({
  initiative: z.string().min(1),
  spent: z.number().min(0),
  /** What it brought, in words ('+12% conversion'). */
  impact: z.string(),
  /** Return on investment, as a multiple (3.2 = 3.2x). */
  roi: z.number(),
});
export type SpendToImpact = z.infer<typeof ZSpendToImpact>;

export const ZFinanceData = z.object({
  summary: z.object({
    revenue: ZBudgetComparison,
    expenses: ZBudgetComparison,
    grossMargin: ZBudgetComparison,
    burnRate: ZBudgetComparison,
  }),
  budgetLines: z.array(ZFinanceBudgetLine),
  runway: ZRunway,
  spendToImpact: z.array(ZSpendToImpact),
});
export type FinanceData = z.infer<typeof ZFinanceData>;
