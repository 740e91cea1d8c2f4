import { z } from 'zod';
import { ZIsoDate, ZLabel, ZPercent } from './common';
import { ZAvailability, ZGoalStatus, ZPriority, ZSampleGoalStatus } from './enums';
import { ZProvenance } from './sync';

/**
 * The personal dashboard (eyeQ): its fixed sample data, held in the app, and the parts of it the
 * signed-in person's own synced record computes once their company is connected
 * (`GET /api/personal/me`, below).
 */

const ZCount = z.number().int().min(0);
/** A score out of 10. */
const ZScoreOutOf10 = z.number().min(0).max(10);

/** The headline cards and small stats. */
export const ZPersonalMetrics = z.object({
  /** Percent of planned tasks done. */
  taskCompletion: ZPercent,
  focusScore: ZScoreOutOf10,
  /** Hours this week. */
  workHours: z.number().min(0),
  /** Day streak. */
  productivityStreak: ZCount,
  /** Out of 100. */
  impactScore: ZPercent,
  /** Percent, across all goals. */
  goalProgress: ZPercent,
});
export type PersonalMetrics = z.infer<typeof ZPersonalMetrics>;

export const ZPersonalGoal = z.object({
  title: z.string().min(1),
  progress: ZPercent,
  dueDate: ZIsoDate,
  /** 'Technical', 'Leadership', 'Learning'... */
  category: z.string().min(1),
  status: ZSampleGoalStatus,
  /** What it changes, in words. */
  impact: z.string(),
});
export type PersonalGoal = z.infer<typeof ZPersonalGoal>;

/** One of Today's Priority Tasks (shown read-only). */
export const ZPersonalTask = z.object({
  title: z.string().min(1),
  priority: ZPriority,
  completed: z.boolean(),
  /** What it changes, in words. */
  impact: z.string(),
});
export type PersonalTask = z.infer<typeof ZPersonalTask>;

/** How one's own goal serves a company objective. */
export const ZGoalAlignment = z.object({
  personalGoal: z.string().min(1),
  companyObjective: z.string().min(1),
});
export type GoalAlignment = z.infer<typeof ZGoalAlignment>;

/** The Strategy & Direction card. */
export const ZPersonalStrategy = z.object({
  /** The company vision, in one sentence. */
  vision: z.string().min(1),
  /** This quarter's focus areas. */
  quarterlyFocus: z.array(z.string().min(1)),
  alignment: z.array(ZGoalAlignment),
  /** Percent of one's work that maps to a company objective. */
  alignmentScore: ZPercent,
});
export type PersonalStrategy = z.infer<typeof ZPersonalStrategy>;

export const ZLearningPathItem = z.object({
  title: z.string().min(1),
  /** Display text ('6 weeks'). */
  duration: ZLabel,
  progress: ZPercent,
  priority: ZPriority,
});
export type LearningPathItem = z.infer<typeof ZLearningPathItem>;

export const ZCareer = z.object({
  currentLevel: z.string().min(1),
  nextLevel: z.string().min(1),
  progressToNext: ZPercent,
  keySkillsNeeded: z.array(z.string().min(1)),
  compensationFactors: z.array(z.string().min(1)),
  learningPath: z.array(ZLearningPathItem),
});
export type Career = z.infer<typeof ZCareer>;

export const ZWellness = z.object({
  workLifeBalance: ZScoreOutOf10,
  /** Out of 10; lower is better. */
  stressLevel: ZScoreOutOf10,
  /** Breaks taken today. */
  breaksTaken: ZCount,
  moodRating: ZScoreOutOf10,
  /** Display text ('9–11 AM'). */
  optimalWorkTime: ZLabel,
  /** Percent of the flexible-work allowance used. */
  flexibilityUsed: ZPercent,
});
export type Wellness = z.infer<typeof ZWellness>;

export const ZTeamMember = z.object({
  name: z.string().min(1),
  /** 'Tech Lead', 'Designer', 'Manager'... */
  role: z.string().min(1),
  availability: ZAvailability,
});
export type TeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamEvent = z.object({
  title: z.string().min(1),
  date: ZIsoDate,
});
export type TeamEvent = z.infer<typeof ZTeamEvent>;

/** The Team & Collaboration card. */
export const ZPersonalTeam = z.object({
  /** In words ('Highly collaborative'). */
  teamDynamics: z.string(),
  /** In words ('Async-first, Slack'). */
  communicationStyle: z.string(),
  upcomingEvents: z.array(ZTeamEvent),
  mentorshipAvailable: z.boolean(),
  currentProjects: z.array(z.string().min(1)),
  teamMembers: z.array(ZTeamMember),
});
export type PersonalTeam = z.infer<typeof ZPersonalTeam>;

/** The Resources & Support card. */
export const ZPersonalResources = z.object({
  hrContact: z.object({ name: z.string().min(1), email: z.email() }),
  techResources: z.array(z.string().min(1)),
  developmentTools: z.array(z.string().min(1)),
  supportSystems: z.array(z.string().min(1)),
});
export type PersonalResources = z.infer<typeof ZPersonalResources>;

/** Everything the personal dashboard shows. */
export const ZPersonalDashboardData = z.object({
  metrics: ZPersonalMetrics,
  goals: z.array(ZPersonalGoal),
  tasks: z.array(ZPersonalTask),
  strategy: ZPersonalStrategy,
  career: ZCareer,
  wellness: ZWellness,
  team: ZPersonalTeam,
  resources: ZPersonalResources,
});
export type PersonalDashboardData = z.infer<typeof ZPersonalDashboardData>;

// ── Computed from the connected data (GET /api/personal/me) ─────────────────────────────────

/**
 * One part of the personal dashboard for the signed-in person: `computed` from their own synced
 * record (with where it came from and when), or `sample` — nothing connected, the person not
 * matched, or the source does not give it — and the page shows the spec's sample figures.
 */
function computedOrSample<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('state', [
    z.object({ state: z.literal('sample') }),
    z.object({ state: z.literal('computed'), provenance: ZProvenance, value }),
  ]);
}

/** One of the person's own goals, as their HRIS keeps it (Workday). */
export const ZOwnGoal = z.object({
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(200),
  description: z.string().max(5000),
  status: ZGoalStatus,
  priority: ZPriority,
  progress: ZPercent,
  /** Null when the source gives none. */
  dueDate: ZIsoDate.nullable(),
});
export type OwnGoal = z.infer<typeof ZOwnGoal>;

/** One of the person's own approved absences that has not ended. */
export const ZOwnTimeOff = z.object({
  start: ZIsoDate,
  end: ZIsoDate,
  /** 'Vacation', 'Sick'... as the provider names it; null when it does not say. */
  kind: z.string().max(200).nullable(),
});
export type OwnTimeOff = z.infer<typeof ZOwnTimeOff>;

/** A colleague as the company's directory shows them: name and job title, nothing personal. */
export const ZColleague = z.object({
  name: z.string().min(1).max(200),
  /** Null when the HRIS holds none. */
  title: z.string().max(200).nullable(),
});
export type Colleague = z.infer<typeof ZColleague>;

/** The person's place in the org chart: their manager and their peers (the same manager). */
export const ZOwnTeam = z.object({
  /** Null at the top of the chart, or when the manager the HRIS names is not synced. */
  manager: ZColleague.nullable(),
  /** By name; at most `OWN_PEERS_SHOWN` of them. */
  peers: z.array(ZColleague),
  /** How many peers there are in all. */
  peerCount: z.number().int().min(0),
});
export type OwnTeam = z.infer<typeof ZOwnTeam>;

/** How many peers the answer lists; `peerCount` says how many there are. */
export const OWN_PEERS_SHOWN = 20;

/** How long the person has been at the company, and their next work anniversary. */
export const ZOwnTenure = z.object({
  hireDate: ZIsoDate,
  /** Whole years and the months beyond them, up to today. */
  years: z.number().int().min(0),
  months: z.number().int().min(0).max(11),
  /** The next day the hire date comes round (today, when it is today). */
  nextAnniversary: ZIsoDate,
  /** The years it marks. */
  nextAnniversaryYears: z.number().int().min(1),
  /** Days from today until it (0: today). */
  daysToAnniversary: z.number().int().min(0),
});
export type OwnTenure = z.infer<typeof ZOwnTenure>;

/** The person's current level: their job title in the HRIS. */
export const ZOwnLevel = z.object({ title: z.string().min(1).max(200) });
export type OwnLevel = z.infer<typeof ZOwnLevel>;

/**
 * GET /api/personal/me: the signed-in person's own part of the connected data, section by
 * section. Signed out, with nothing connected, or for someone the synced organisation does not
 * hold, every section is `sample`.
 */
export const ZOwnPersonalData = z.object({
  goals: computedOrSample(z.array(ZOwnGoal)),
  timeOff: computedOrSample(z.array(ZOwnTimeOff)),
  team: computedOrSample(ZOwnTeam),
  tenure: computedOrSample(ZOwnTenure),
  level: computedOrSample(ZOwnLevel),
});
export type OwnPersonalData = z.infer<typeof ZOwnPersonalData>;
/** One section of the answer. */
export type OwnSection<K extends keyof OwnPersonalData> = OwnPersonalData[K];

/** The answer when nothing of the person is connected: every section the sample. */
export const ALL_SAMPLE: OwnPersonalData = {
  goals: { state: 'sample' },
  timeOff: { state: 'sample' },
  team: { state: 'sample' },
  tenure: { state: 'sample' },
  level: { state: 'sample' },
};
