import { z } from 'zod';
import { ZIsoDate, ZLabel, ZPercent } from './common';
import { ZAvailability, ZPriority, ZSampleGoalStatus } from './enums';

/**
 * The personal dashboard (eyeQ). All of it is fixed sample data held in the app; these schemas
 * type it and let tests check it.
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
