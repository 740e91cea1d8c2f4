import { z } from 'zod';
import {
  ZHttpUrl,
  ZIsoDate,
  ZIsoDateTime,
  ZLabel,
  ZNumericString,
  ZPercent,
  ZRecordId,
  ZSampleId,
} from './common';
import {
  ZAgentPlatform,
  ZAgentStatus,
  ZDeliverableStatus,
  ZDeliverableType,
  ZGoalStatus,
  ZHealthLevel,
  ZHrisInsightType,
  ZInsightSource,
  ZInsightStatus,
  ZInsightType,
  ZNewsType,
  ZOkrType,
  ZOpenPositionStatus,
  ZPriority,
  ZProvider,
  ZToolStatus,
  ZTrainingPriority,
  ZTrainingType,
  ZTrend,
} from './enums';

/**
 * The manager dashboard (aitchQ): the entities the server answers and the fixed sample data the
 * page holds. Server records carry numeric ids (ZRecordId); sample items carry slugs (ZSampleId);
 * records read from an external HR source keep that source's id as text (ZSourceId).
 * A field that may be empty (docs/behaviour.md §3) is `nullable` (always present, maybe null),
 * never optional.
 */

/** An id given by an external source (Workday ids are text) or by our own store (a number). */
export const ZSourceId = z.union([ZRecordId, z.string().min(1).max(200)]);
export type SourceId = z.infer<typeof ZSourceId>;

const ZCount = z.number().int().min(0);
const ZText = z.string().max(5000);

// ── Live and stored entities ─────────────────────────────────────────────────────────────────

/** GET /api/employees */
export const ZEmployee = z.object({
  id: ZRecordId,
  name: z.string().min(1),
  position: z.string(),
  /** The employee's manager; null at the top of the tree. */
  managerId: ZRecordId.nullable(),
  /** Picture URL or asset path; null shows initials. */
  avatar: z.string().nullable(),
  /**
   * True on the viewer's own record when the organisation comes from a connected HRIS (the
   * person whose work email is the signed-in user's); absent otherwise, and the page falls back
   * to the position rule.
   */
  isViewer: z.literal(true).optional(),
  /**
   * On the viewer's own record of a synced organisation: how many direct reports they have in
   * all. The answer carries only a first page of them (`TEAM_PAGE_SIZE`); the card asks for the
   * rest a page at a time (`GET /api/team/reports`). Absent on the sample company's records.
   */
  directReportCount: ZCount.optional(),
  /**
   * Present on a person synced from a connected HRIS, absent on the sample company's. It holds
   * what the provider said beyond name, position, manager and photo: the person's next approved
   * time off. A synced person carries nothing else: the demo values the page adds to the sample
   * company (presence, location, time zone, rating, skills, project, PTO) are never shown for
   * them.
   */
  synced: z
    .object({
      /** The soonest approved absence that has not ended, from the HRIS's time-off records. */
      upcomingTimeOff: z
        .object({ start: ZIsoDate, end: ZIsoDate, kind: z.string().max(200).nullable() })
        .nullable(),
    })
    .optional(),
});
export type Employee = z.infer<typeof ZEmployee>;
export type EmployeeTimeOff = NonNullable<NonNullable<Employee['synced']>['upcomingTimeOff']>;

export const ZEmployeesResponse = z.array(ZEmployee);
export type EmployeesResponse = z.infer<typeof ZEmployeesResponse>;

/**
 * The direct reports of a synced team a page holds at most: `/api/employees` answers the first
 * page, `GET /api/team/reports` the next ones. No answer ever holds a whole organisation.
 */
export const TEAM_PAGE_SIZE = 50;

/**
 * GET /api/team/reports: `after` is the cursor, the id of the last report already shown (the
 * reports come in id order); without it, the first page. Digits only, nothing else.
 */
export const ZTeamReportsQuery = z.strictObject({
  after: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'after must be a report id')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'after is out of range'))
    .optional(),
});
export type TeamReportsQuery = z.infer<typeof ZTeamReportsQuery>;

/**
 * A page of the viewer's own direct reports (never anyone else's), at most `TEAM_PAGE_SIZE`;
 * `next` is the cursor of the page after it, null on the last.
 */
export const ZTeamReportsResponse = z.object({
  reports: z.array(ZEmployee).max(TEAM_PAGE_SIZE),
  next: ZRecordId.nullable(),
});
export type TeamReportsResponse = z.infer<typeof ZTeamReportsResponse>;

/** GET /api/hris-insights */
export const ZHrisInsight = z.object({
  id: ZRecordId,
  title: z.string().min(1),
  description: ZText,
  type: ZHrisInsightType,
  priority: ZPriority,
});
export type HrisInsight = z.infer<typeof ZHrisInsight>;

export const ZHrisInsightsResponse = z.array(ZHrisInsight);
export type HrisInsightsResponse = z.infer<typeof ZHrisInsightsResponse>;

/**
 * GET /api/headcount-metrics: null when the organisation has no figures yet. The sample company
 * has all four. With a connected source, a figure no source gives is null rather than a sample
 * value beside real ones: hired needs the HRIS, open the ATS, planned and team capacity both.
 */
export const ZHeadcountMetrics = z.object({
  hired: ZCount.nullable(),
  open: ZCount.nullable(),
  planned: ZCount.nullable(),
  /**
   * Percent of capacity in use, as a numeric string ('87.5'). From connected data it is the
   * staffed share of the plan: hired ÷ planned.
   */
  teamCapacity: ZNumericString.nullable(),
});
export type HeadcountMetrics = z.infer<typeof ZHeadcountMetrics>;

export const ZHeadcountMetricsResponse = ZHeadcountMetrics.nullable();
export type HeadcountMetricsResponse = z.infer<typeof ZHeadcountMetricsResponse>;

export const ZOpenPosition = z.object({
  title: z.string().min(1),
  description: ZText,
  status: ZOpenPositionStatus,
});
export type OpenPosition = z.infer<typeof ZOpenPosition>;

/** GET /api/ats-insights: null when the organisation has no figures yet. */
export const ZAtsInsights = z.object({
  /**
   * Days, from an opening's opening to its filling. Null when a connected ATS has no filled
   * opening to average (never 0 days made up from nothing).
   */
  avgTimeToFill: z.number().min(0).nullable(),
  /** Days, from application to hire; null when a connected ATS has no hire to average. */
  avgTimeToHire: z.number().min(0).nullable(),
  openPositions: z.array(ZOpenPosition),
});
export type AtsInsights = z.infer<typeof ZAtsInsights>;

export const ZAtsInsightsResponse = ZAtsInsights.nullable();
export type AtsInsightsResponse = z.infer<typeof ZAtsInsightsResponse>;

/** A work tool, in the systems-status answer and in the page's fixed tool lists. */
export const ZTool = z.object({
  id: ZSampleId,
  name: z.string().min(1),
  description: ZText,
  status: ZToolStatus,
  /** Percent. */
  uptime: ZPercent,
  url: ZHttpUrl,
  /** Logo URL or asset path; a logo that fails to load is replaced by a status icon. */
  logo: z.string(),
});
export type Tool = z.infer<typeof ZTool>;

/** GET /api/systems-status */
export const ZSystemsStatus = z.object({ tools: z.array(ZTool) });
export type SystemsStatus = z.infer<typeof ZSystemsStatus>;

export const ZSystemsStatusResponse = ZSystemsStatus;
export type SystemsStatusResponse = z.infer<typeof ZSystemsStatusResponse>;

/** A goal as the live HR source (Workday) gives it. */
export const ZGoal = z
  .object({
    id: ZSourceId,
    title: z.string().min(1),
    description: ZText,
    status: ZGoalStatus,
    priority: ZPriority,
    /** Percent, a number. */
    progress: ZPercent,
    owner: z.object({ name: z.string().min(1) }),
    targetDate: ZIsoDate.optional(),
    dueDate: ZIsoDate.optional(),
    metrics: z.object({ target: z.number(), current: z.number(), unit: z.string() }),
  })
  .refine((goal) => goal.targetDate !== undefined || goal.dueDate !== undefined, {
    message: 'a goal needs a targetDate or a dueDate',
    path: ['targetDate'],
  });
export type Goal = z.infer<typeof ZGoal>;

/** GET /api/workday/goals: empty when no enabled Workday integration is configured. */
export const ZWorkdayGoalsResponse = z.array(ZGoal);
export type WorkdayGoalsResponse = z.infer<typeof ZWorkdayGoalsResponse>;

/** A SMART goal from the stored source, the fallback when the live source answers nothing. */
export const ZSmartGoal = z.object({
  id: ZRecordId,
  title: z.string().min(1),
  description: ZText,
  status: ZGoalStatus,
  priority: ZPriority,
  /** Percent, as a numeric string ('65.00'). */
  progress: ZNumericString,
  /** What 'done' means, in words ('p95 latency under 200 ms'). */
  target: z.string().optional(),
  dueDate: ZIsoDate.nullable(),
});
export type SmartGoal = z.infer<typeof ZSmartGoal>;

/** GET /api/smart-goals */
export const ZSmartGoalsResponse = z.array(ZSmartGoal);
export type SmartGoalsResponse = z.infer<typeof ZSmartGoalsResponse>;

/** An OKR, the same shape from the live source and the stored one. */
export const ZOkr = z.object({
  id: ZSourceId,
  title: z.string().min(1),
  type: ZOkrType,
  /** Percent, as a numeric string. */
  progress: ZNumericString,
});
export type Okr = z.infer<typeof ZOkr>;

/** GET /api/workday/okrs: empty when no enabled Workday integration is configured. */
export const ZWorkdayOkrsResponse = z.array(ZOkr);
export type WorkdayOkrsResponse = z.infer<typeof ZWorkdayOkrsResponse>;

/** GET /api/okrs */
export const ZOkrsResponse = z.array(ZOkr);
export type OkrsResponse = z.infer<typeof ZOkrsResponse>;

/** GET /api/capacity-model: null when the organisation has no model yet. */
export const ZCapacityModel = z.object({
  /** Story points per sprint. */
  currentVelocity: z.number().min(0),
  /** Story points per sprint. */
  targetVelocity: z.number().min(0),
  /** Percent; above 100 means overloaded. */
  teamUtilization: z.number().min(0),
  additionalEngineersNeeded: ZCount,
});
export type CapacityModel = z.infer<typeof ZCapacityModel>;

export const ZCapacityModelResponse = ZCapacityModel.nullable();
export type CapacityModelResponse = z.infer<typeof ZCapacityModelResponse>;

/** Where an insight came from: the sample's systems, or a connected ATS or connection. */
export const ZManagementInsightSource = z.enum([...ZInsightSource.options, 'ats', 'integrations']);
export type ManagementInsightSource = z.infer<typeof ZManagementInsightSource>;

/**
 * Why a computed insight is shown ("Why am I seeing this?"): the rule and its version, what it
 * looks for, the records it rests on (those the viewer may see), the values it compared with its
 * thresholds, and the sources with their freshness.
 */
export const ZInsightEvidence = z.object({
  rule: z.string().min(1),
  ruleVersion: z.number().int().positive(),
  summary: z.string(),
  records: z.array(
    z.object({
      kind: z.enum(['person', 'time-off', 'job', 'goal', 'change', 'source']),
      id: z.string(),
      label: z.string(),
    }),
  ),
  comparisons: z.array(
    z.object({
      name: z.string(),
      value: z.number(),
      threshold: z.number(),
      op: z.enum(['>=', '>', '<=', '<', '=']),
      unit: z.string().optional(),
    }),
  ),
  sources: z.array(
    z.object({
      provider: z.string(),
      syncedAt: ZIsoDateTime.nullable(),
    }),
  ),
  computedAt: ZIsoDateTime,
});
export type InsightEvidence = z.infer<typeof ZInsightEvidence>;

/**
 * A management insight; the list call answers only `active` ones. The sample's are written by hand (their `aiGenerated` flag is the sample's own);
 * a computed one carries `evidence` and is never "AI generated": a rule made it.
 */
export const ZManagementInsight = z.object({
  id: ZRecordId,
  title: z.string().min(1),
  description: ZText,
  type: ZInsightType,
  priority: ZPriority,
  status: ZInsightStatus,
  source: ZManagementInsightSource,
  actionRequired: z.boolean(),
  actionText: z.string().nullable(),
  impact: z.string().nullable(),
  dueDate: ZIsoDate.nullable(),
  /** The person the insight is about, by name. */
  person: z.string().nullable(),
  aiGenerated: z.boolean(),
  /** Computed insights only: what it rests on. */
  evidence: ZInsightEvidence.optional(),
});
export type ManagementInsight = z.infer<typeof ZManagementInsight>;

/** GET /api/management-insights */
export const ZManagementInsightsResponse = z.array(ZManagementInsight);
export type ManagementInsightsResponse = z.infer<typeof ZManagementInsightsResponse>;

/**
 * The body of POST /api/management-insights/:id/complete: none, or an empty object.
 * Anything else (another JSON value, any key) is refused, so a future option can't be sent early.
 */
export const ZInsightActionRequest = z.strictObject({}).optional();
export type InsightActionRequest = z.infer<typeof ZInsightActionRequest>;

/** Why a person dismissed an insight; "wrong data" is counted per rule. */
export const ZDismissReason = z.enum(['not-relevant', 'already-handled', 'wrong-data']);
export type DismissReason = z.infer<typeof ZDismissReason>;

/** The body of POST /api/management-insights/:id/dismiss: none, or an optional reason. */
export const ZDismissInsightRequest = z
  .strictObject({ reason: ZDismissReason.optional() })
  .optional();
export type DismissInsightRequest = z.infer<typeof ZDismissInsightRequest>;

/** POST /api/management-insights/:id/snooze: hidden until that day (tomorrow to a year ahead). */
export const ZSnoozeInsightRequest = z.strictObject({ until: ZIsoDate });
export type SnoozeInsightRequest = z.infer<typeof ZSnoozeInsightRequest>;
export const ZSnoozeInsightResponse = z.object({ id: ZRecordId, until: ZIsoDate });
export type SnoozeInsightResponse = z.infer<typeof ZSnoozeInsightResponse>;

/** POST /api/management-insights/:id/dismiss: the insight, now `dismissed`. */
export const ZDismissInsightResponse = ZManagementInsight;
export type DismissInsightResponse = z.infer<typeof ZDismissInsightResponse>;

/** POST /api/management-insights/:id/complete: the insight, now `completed`. */
export const ZCompleteInsightResponse = ZManagementInsight;
export type CompleteInsightResponse = z.infer<typeof ZCompleteInsightResponse>;

/** A line of the budget tracker; money and percent as numeric strings. */
export const ZBudgetLine = z.object({
  id: ZRecordId,
  category: z.string().min(1),
  budgeted: ZNumericString,
  actual: ZNumericString,
  /** Percent of the budget spent. */
  utilization: ZNumericString,
});
export type BudgetLine = z.infer<typeof ZBudgetLine>;

/** GET /api/budget-tracker */
export const ZBudgetTrackerResponse = z.array(ZBudgetLine);
export type BudgetTrackerResponse = z.infer<typeof ZBudgetTrackerResponse>;

export const ZNewsItem = z.object({
  id: ZRecordId,
  type: ZNewsType,
  title: z.string().min(1),
  content: ZText,
  url: ZHttpUrl,
  source: z.string(),
});
export type NewsItem = z.infer<typeof ZNewsItem>;

/** GET /api/news-ticker */
export const ZNewsTickerResponse = z.array(ZNewsItem);
export type NewsTickerResponse = z.infer<typeof ZNewsTickerResponse>;

// ── Fixed sample data held in the page ───────────────────────────────────────────────────────

export const ZAgent = z.object({
  id: ZSampleId,
  name: z.string().min(1),
  /** What the agent does ('Code Review', 'Recruiting Screener'). */
  type: z.string().min(1),
  platform: ZAgentPlatform,
  status: ZAgentStatus,
  /** Relative text ('2 min ago'). */
  lastActive: ZLabel,
  tasksCompleted: ZCount,
  /** Percent. */
  uptime: ZPercent,
  lastTask: z.string(),
  aiSuggestion: z.string(),
  /** Dollars. */
  costThisMonth: z.number().min(0),
  tokensUsed: ZCount,
  integrationEndpoint: z.string(),
});
export type Agent = z.infer<typeof ZAgent>;

export const ZDeliverable = z.object({
  id: ZSampleId,
  title: z.string().min(1),
  type: ZDeliverableType,
  status: ZDeliverableStatus,
  dueDate: ZIsoDate,
  priority: ZPriority,
  /** Names of the people on it; avatars are drawn from the initials. */
  assignees: z.array(z.string().min(1)),
  /** Percent. */
  completion: ZPercent,
  department: z.string(),
  /** 'Jira', 'Linear', 'Asana'... */
  projectManagementTool: z.string(),
  ticketId: z.string(),
  blockers: z.array(z.string()),
  dependencies: z.array(z.string()),
  /** Relative text ('3 hours ago'). */
  lastUpdate: ZLabel,
});
export type Deliverable = z.infer<typeof ZDeliverable>;

export const ZTrainingCompletion = z.object({
  name: z.string().min(1),
  completedDate: ZIsoDate,
  /** Percent. */
  score: ZPercent,
});
export type TrainingCompletion = z.infer<typeof ZTrainingCompletion>;

/** A recommended training; the `/api/trainings` key is answered in the page with a list of these. */
export const ZTraining = z.object({
  id: ZSampleId,
  title: z.string().min(1),
  type: ZTrainingType,
  priority: ZTrainingPriority,
  /** Display text ('2 hours'). */
  duration: ZLabel,
  /** Null for trainings without a deadline. */
  dueDate: ZIsoDate.nullable(),
  /** Percent. */
  progress: ZPercent,
  assignedTo: z.array(z.string()),
  description: ZText,
  tags: z.array(z.string()),
  provider: z.string(),
  completedBy: z.array(ZTrainingCompletion),
  enrollmentCount: ZCount,
  totalEligible: ZCount,
});
export type Training = z.infer<typeof ZTraining>;

export const ZTrainings = z.array(ZTraining);
export type Trainings = z.infer<typeof ZTrainings>;

/** An item the floating assistant helps prioritise. */
export const ZAssistantActionItem = z.object({
  id: ZSampleId,
  title: z.string().min(1),
  /** 'People', 'HR', 'Finance', 'Agent Performance'...: the assistant's replies match on it. */
  category: z.string().min(1),
  priority: ZPriority,
  source: z.string(),
  description: ZText,
  dueDate: ZIsoDate,
  assignee: z.string(),
});
export type AssistantActionItem = z.infer<typeof ZAssistantActionItem>;

/** A line of the team card's 'Integration Details' strip. */
export const ZIntegrationStatusSample = z.object({
  provider: ZProvider,
  connected: z.boolean(),
  /** Relative text ('5 min ago') or 'never'. */
  lastSync: ZLabel,
  employeeCount: ZCount,
});
export type IntegrationStatusSample = z.infer<typeof ZIntegrationStatusSample>;

export const ZSpanOfControlManager = z.object({
  name: z.string().min(1),
  directReports: ZCount,
  agents: ZCount,
});
export type SpanOfControlManager = z.infer<typeof ZSpanOfControlManager>;

export const ZAgentTypeCount = z.object({ type: z.string().min(1), count: ZCount });
export type AgentTypeCount = z.infer<typeof ZAgentTypeCount>;

/** The Structure Health panel. */
export const ZStructureHealth = z.object({
  avgSpanOfControl: z.number().min(0),
  recommendedSpan: z.object({ min: ZCount, max: ZCount }),
  managementLayers: ZCount,
  /** Agents per person. */
  agentToHumanRatio: z.number().min(0),
  /** Out of 100. */
  healthScore: ZPercent,
  status: ZHealthLevel,
});
export type StructureHealth = z.infer<typeof ZStructureHealth>;

/** The Span of Control widget; the `/api/span-of-control` key is answered in the page with it. */
export const ZSpanOfControl = z.object({
  managers: z.array(ZSpanOfControlManager),
  agentTypes: z.array(ZAgentTypeCount),
  structureHealth: ZStructureHealth,
});
export type SpanOfControl = z.infer<typeof ZSpanOfControl>;

export const ZProductivityMetric = z.object({
  id: ZSampleId,
  label: z.string().min(1),
  value: z.number(),
  target: z.number(),
  /** Display unit ('%', 'hrs', 'PRs/week'). */
  unit: z.string(),
  /** Percent above (+) or below (−) the target. */
  variance: z.number(),
  trend: ZTrend,
});
export type ProductivityMetric = z.infer<typeof ZProductivityMetric>;

/** The Productivity Intelligence widget. */
export const ZProductivity = z.object({
  metrics: z.array(ZProductivityMetric),
  /** Short AI-written observations shown under the metrics. */
  insights: z.array(z.string()),
});
export type Productivity = z.infer<typeof ZProductivity>;
