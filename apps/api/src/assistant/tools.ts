import { ASSISTANT_WIDGETS, type AssistantWidget } from '@q/schemas/assistant';
import { z } from 'zod';
import type {
  CompanyData,
  CompanyGoal,
  CompanyJob,
  CompanyPerson,
  SourceState,
} from '../insights/model.js';
import { isMilestoneYear } from '../insights/rules/work-anniversary.js';
import { sourceHealth } from '../insights/source-health.js';
import { DAY_MS, dayMs, daysBetween, isIsoDay, isoDayOf, wordDay } from './dates.js';
import { nameData } from './text.js';

/**
 * The assistant's tools: a fixed set of pure functions over the viewer's company data (already
 * scoped by the server to what the viewer may see) that answer one kind of question each with
 * named figures, a bounded list of rows and links to the dashboard widgets the figures come
 * from. A language model may choose a tool and word its result, never compute a figure: every
 * number an answer states is one of `figures`.
 */

export const TOOL_NAMES = [
  'time-off',
  'anniversaries',
  'my-reports',
  'open-roles',
  'pipeline-stalls',
  'goals-at-risk',
  'headcount',
  'insights',
  'source-freshness',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** The dashboard widgets an answer links to (the integrations one is in System Settings). */
export const WIDGET_NAMES = ASSISTANT_WIDGETS;
export type WidgetName = AssistantWidget;

export const INSIGHT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type InsightPriority = (typeof INSIGHT_PRIORITIES)[number];

/** An insight as the viewer currently sees it (the server passes the viewer's own). */
export interface AssistantInsight {
  title: string;
  priority: InsightPriority;
  /** The rule that found it. */
  rule: string;
}

export interface AssistantContext {
  /** Today, an ISO day (UTC). */
  today: string;
  /** The moment of the question, an ISO instant (for ages measured in hours). */
  now: string;
  /** The viewer's person in the synced directory; null when the directory does not hold them. */
  viewerSourceId: string | null;
  viewerName: string;
  insights: readonly AssistantInsight[];
}

/**
 * A job open longer than this many days is overdue: the SaaS average time to fill
 * (docs/behaviour.md §9 "Colour and hint rules").
 */
export const OVERDUE_OPEN_DAYS = 35;
/** An open job whose newest application is at least this many days old has stalled. */
export const STALL_DAYS = 14;
/** A goal is at risk when the share of its period gone exceeds its progress by this many points. */
export const AT_RISK_GAP_POINTS = 20;
/** Anniversaries looked ahead when the question names no period. */
export const DEFAULT_ANNIVERSARY_DAYS = 14;
/** The longest period a tool looks at, in days (a year, leap day included). */
export const MAX_PERIOD_DAYS = 366;
/** The most rows a result lists; `more` counts the rest. */
export const MAX_ROWS = 20;

const ZIsoDay = z.string().refine(isIsoDay, 'an ISO day, YYYY-MM-DD');
/** A department or a provider as asked: words only, so that asking cannot smuggle in figures. */
const ZAskedName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}][\p{L}\p{M} &'./-]*$/u, "letters, spaces and & ' . / - only");

/**
 * Each tool's arguments. A language model's tool call is validated with these (strict objects:
 * an unknown key is refused), and the parser produces values of their output types.
 */
export const TOOL_ARGS = {
  'time-off': z
    .strictObject({ from: ZIsoDay, to: ZIsoDay })
    .refine(
      ({ from, to }) => from <= to && daysBetween(from, to) < MAX_PERIOD_DAYS,
      'from ≤ to, at most a year apart',
    ),
  anniversaries: z.strictObject({
    days: z.number().int().min(0).max(MAX_PERIOD_DAYS).default(DEFAULT_ANNIVERSARY_DAYS),
  }),
  'my-reports': z.strictObject({}),
  'open-roles': z.strictObject({
    overdueOnly: z.boolean().default(false),
    department: ZAskedName.nullable().default(null),
  }),
  'pipeline-stalls': z.strictObject({}),
  'goals-at-risk': z.strictObject({
    which: z.enum(['all', 'overdue', 'at-risk']).default('all'),
  }),
  headcount: z.strictObject({
    department: ZAskedName.nullable().default(null),
    byDepartment: z.boolean().default(false),
  }),
  insights: z.strictObject({ priority: z.enum(INSIGHT_PRIORITIES).nullable().default(null) }),
  'source-freshness': z.strictObject({ provider: ZAskedName.nullable().default(null) }),
} as const satisfies Record<ToolName, z.ZodType>;

export type ToolArgs = { [K in ToolName]: z.output<(typeof TOOL_ARGS)[K]> };

/** A tool and its arguments: what the parser, or a model, chooses. */
export type ToolCall = { [K in ToolName]: { tool: K; args: ToolArgs[K] } }[ToolName];

/** Validates a tool call from outside (a model's): the call, or null when it is not one. */
export function toToolCall(tool: unknown, args: unknown): ToolCall | null {
  if (typeof tool !== 'string' || !(TOOL_NAMES as readonly string[]).includes(tool)) return null;
  const name = tool as ToolName;
  const parsed = TOOL_ARGS[name].safeParse(args ?? {});
  return parsed.success ? ({ tool: name, args: parsed.data } as ToolCall) : null;
}

export interface ToolRow {
  /** What the row is about, as the data names it (a person, a job, a goal, a source). */
  label: string;
  /** What the tool found about it, worded; its numbers are among the result's figures. */
  detail: string;
}

export interface ToolLink {
  label: string;
  widget: WidgetName;
}

/** Something the wording must say besides the figures. */
export type ToolNote =
  /** The viewer has no person in the synced directory: no reports to tell. */
  | 'viewer-not-in-directory'
  /** No department the viewer can see matches the one asked: the result covers all of them. */
  | 'department-not-found'
  /** No connected source matches the provider asked: the result lists every source. */
  | 'provider-not-connected';

interface ResultOf<K extends ToolName> {
  tool: K;
  args: ToolArgs[K];
  /** Every number the answer states, by name. */
  figures: Readonly<Record<string, number>>;
  /** At most {@link MAX_ROWS}, in the order to tell them. */
  rows: readonly ToolRow[];
  /** Rows left out beyond {@link MAX_ROWS}. */
  more: number;
  links: readonly ToolLink[];
  notes: readonly ToolNote[];
  /** The department or provider the result covers, as the data spells it; null for all. */
  subject: string | null;
}

export type ToolResult = { [K in ToolName]: ResultOf<K> }[ToolName];

type Tool<K extends ToolName> = (
  data: CompanyData,
  context: AssistantContext,
  args: ToolArgs[K],
) => ResultOf<K>;

const LINKS = {
  team: { label: 'Team', widget: 'team' },
  hrisInsights: { label: 'HRIS Insights', widget: 'hris-insights' },
  headcount: { label: 'Headcount Overview', widget: 'headcount' },
  recruiting: { label: 'Recruiting Insights', widget: 'recruiting' },
  goals: { label: 'SMART Goals Progress', widget: 'goals' },
  managementInsights: { label: 'Management Insights', widget: 'management-insights' },
  integrations: { label: 'System Settings: Integrations', widget: 'integrations' },
} as const satisfies Record<string, ToolLink>;

/**
 * The first {@link MAX_ROWS} rows and how many were left out; a count left out is stated in
 * the answer ("and 3 more"), so it joins the figures as `more`.
 */
function bounded(
  rows: readonly ToolRow[],
  figures: Record<string, number>,
): { rows: readonly ToolRow[]; more: number; figures: Record<string, number> } {
  const more = Math.max(0, rows.length - MAX_ROWS);
  return {
    rows: rows.slice(0, MAX_ROWS),
    more,
    figures: more > 0 ? { ...figures, more } : figures,
  };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Case- and space-insensitive, and "Engineering" answers "engineerings" too. */
function sameName(a: string, b: string): boolean {
  const key = (text: string) =>
    text.toLowerCase().split(/\s+/).filter(Boolean).join(' ').replace(/s$/, '');
  return key(a) === key(b);
}

/** The data's spelling of an asked department (a unique prefix will do), or null. */
function resolveName(asked: string, known: readonly string[]): string | null {
  const exact = known.find((name) => sameName(name, asked));
  if (exact) return exact;
  const prefix = asked.trim().toLowerCase();
  const starts = known.filter((name) => name.toLowerCase().startsWith(prefix));
  return starts.length === 1 ? (starts[0] ?? null) : null;
}

function distinct(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))].sort();
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function dayRange(startDate: string, endDate: string): string {
  return startDate === endDate
    ? wordDay(startDate)
    : `${wordDay(startDate)} to ${wordDay(endDate)}`;
}

/** Who is out between `from` and `to` (inclusive): every absence overlapping the period. */
export const timeOff: Tool<'time-off'> = (data, _context, args) => {
  const absences = data.timeOff
    .filter((absence) => absence.startDate <= args.to && absence.endDate >= args.from)
    .slice()
    .sort((a, b) => byText(a.startDate, b.startDate) || byText(a.personName, b.personName));
  // One person may be out twice in the period; the people figure counts them once.
  const people = new Set(
    absences.map((absence) => absence.personSourceId ?? `name:${absence.personName}`),
  );
  return {
    tool: 'time-off',
    args,
    ...bounded(
      absences.map((absence) => ({
        label: absence.personName,
        detail: `${dayRange(absence.startDate, absence.endDate)}, ${
          absence.kind ? nameData(absence.kind).toLowerCase() : 'time off'
        }`,
      })),
      { absences: absences.length, people: people.size },
    ),
    links: [LINKS.hrisInsights, LINKS.team],
    notes: [],
    subject: null,
  };
};

/** Milestone anniversaries (1, 3, 5, 10, 15, 20… years) are the ones the product celebrates. */
export { isMilestoneYear };

/**
 * Work anniversaries of every whole year from today through `days` ahead. A 29 February hire's
 * anniversary falls on 1 March in other years, as on the HRIS Insights card.
 */
export const anniversaries: Tool<'anniversaries'> = (data, context, args) => {
  const today = dayMs(context.today);
  const todayYear = new Date(today).getUTCFullYear();
  const found: { person: CompanyPerson; day: string; years: number }[] = [];
  for (const person of data.people) {
    if (!person.hireDate || !isIsoDay(person.hireDate.slice(0, 10))) continue;
    const hired = new Date(dayMs(person.hireDate));
    for (let year = todayYear; year <= todayYear + 2; year += 1) {
      const at = Date.UTC(year, hired.getUTCMonth(), hired.getUTCDate());
      const daysAhead = Math.round((at - today) / DAY_MS);
      const years = year - hired.getUTCFullYear();
      if (years < 1 || daysAhead < 0 || daysAhead > args.days) continue;
      found.push({ person, day: isoDayOf(at), years });
    }
  }
  found.sort((a, b) => byText(a.day, b.day) || byText(a.person.name, b.person.name));
  const figures: Record<string, number> = {
    days: args.days,
    anniversaries: found.length,
    milestones: found.filter(({ years }) => isMilestoneYear(years)).length,
  };
  const rows = found.map(({ person, day, years }) => {
    figures[`years.${person.sourceId}@${day}`] = years;
    const when = day === context.today ? 'today' : `on ${wordDay(day)}`;
    return {
      label: person.name,
      detail: `${plural(years, 'year')} ${when}${isMilestoneYear(years) ? ' (milestone)' : ''}`,
    };
  });
  return {
    tool: 'anniversaries',
    args,
    ...bounded(rows, figures),
    links: [LINKS.hrisInsights],
    notes: [],
    subject: null,
  };
};

/**
 * The viewer's direct reports, and everyone below them. The walk stops at a person already
 * found, so loops and self-managers in the data end it, and nobody reports to themselves.
 */
export const myReports: Tool<'my-reports'> = (data, context, args) => {
  const viewer = context.viewerSourceId;
  if (viewer === null) {
    return {
      tool: 'my-reports',
      args,
      figures: {},
      rows: [],
      more: 0,
      links: [LINKS.team],
      notes: ['viewer-not-in-directory'],
      subject: null,
    };
  }
  const reportsOf = new Map<string, CompanyPerson[]>();
  for (const person of data.people) {
    if (person.supervisorSourceId === null) continue;
    const list = reportsOf.get(person.supervisorSourceId) ?? [];
    list.push(person);
    reportsOf.set(person.supervisorSourceId, list);
  }
  const found = new Set<string>([viewer]);
  const queue = [viewer];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const report of reportsOf.get(next) ?? []) {
      if (found.has(report.sourceId)) continue;
      found.add(report.sourceId);
      queue.push(report.sourceId);
    }
  }
  const direct = (reportsOf.get(viewer) ?? [])
    .filter((person) => person.sourceId !== viewer)
    .sort((a, b) => byText(a.name, b.name));
  return {
    tool: 'my-reports',
    args,
    ...bounded(
      direct.map((person) => ({
        label: person.name,
        detail: person.jobTitle ? nameData(person.jobTitle) : 'no job title',
      })),
      { directReports: direct.length, organisation: found.size - 1 },
    ),
    links: [LINKS.team],
    notes: [],
    subject: null,
  };
};

const isOpen = (job: CompanyJob) => job.status === 'open';

/** Whole days since a day or an instant, counted in calendar days (UTC). */
const daysSince = (context: AssistantContext, at: string) => daysBetween(at, context.today);

/** Narrows jobs to an asked department; notes when no department the viewer sees matches. */
function inDepartment(jobs: readonly CompanyJob[], asked: string | null) {
  if (asked === null) return { jobs, subject: null, notes: [] as ToolNote[] };
  const subject = resolveName(asked, distinct(jobs.map((job) => job.department)));
  if (subject === null) return { jobs, subject, notes: ['department-not-found'] as ToolNote[] };
  return { jobs: jobs.filter((job) => job.department === subject), subject, notes: [] };
}

/** Open jobs and how long each has been open; overdue past {@link OVERDUE_OPEN_DAYS} days. */
export const openRoles: Tool<'open-roles'> = (data, context, args) => {
  const scoped = inDepartment(data.jobs.filter(isOpen), args.department);
  const withAge = scoped.jobs
    .map((job) => ({ job, daysOpen: job.openedAt ? daysSince(context, job.openedAt) : null }))
    .sort((a, b) => (b.daysOpen ?? -1) - (a.daysOpen ?? -1) || byText(a.job.title, b.job.title));
  const isOverdue = (daysOpen: number | null) => daysOpen !== null && daysOpen > OVERDUE_OPEN_DAYS;
  const listed = args.overdueOnly ? withAge.filter(({ daysOpen }) => isOverdue(daysOpen)) : withAge;
  const figures: Record<string, number> = {
    openRoles: withAge.length,
    overdue: withAge.filter(({ daysOpen }) => isOverdue(daysOpen)).length,
    overdueDays: OVERDUE_OPEN_DAYS,
  };
  const rows = listed.map(({ job, daysOpen }) => {
    if (daysOpen !== null) figures[`daysOpen.${job.sourceId}`] = daysOpen;
    const where = job.department ? `${nameData(job.department)}, ` : '';
    const age =
      daysOpen === null
        ? 'opening date unknown'
        : `open ${plural(daysOpen, 'day')}${isOverdue(daysOpen) ? ' (overdue)' : ''}`;
    return { label: job.title, detail: `${where}${age}` };
  });
  return {
    tool: 'open-roles',
    args,
    ...bounded(rows, figures),
    links: [LINKS.recruiting, LINKS.headcount],
    notes: scoped.notes,
    subject: scoped.subject,
  };
};

/**
 * Open jobs with no application in {@link STALL_DAYS} days: the newest application (or, with
 * none, the opening) is that old. A job with neither date has stalled as far as anyone can tell.
 */
export const pipelineStalls: Tool<'pipeline-stalls'> = (data, context, args) => {
  const open = data.jobs.filter(isOpen);
  const stalled = open
    .map((job) => {
      const lastActivity = job.lastAppliedAt ?? job.openedAt;
      return { job, quietDays: lastActivity ? daysSince(context, lastActivity) : null };
    })
    .filter(({ quietDays }) => quietDays === null || quietDays >= STALL_DAYS)
    .sort(
      (a, b) =>
        (b.quietDays ?? Infinity) - (a.quietDays ?? Infinity) || byText(a.job.title, b.job.title),
    );
  const figures: Record<string, number> = {
    openRoles: open.length,
    stalled: stalled.length,
    stallDays: STALL_DAYS,
  };
  const rows = stalled.map(({ job, quietDays }) => {
    const where = job.department ? `${nameData(job.department)}, ` : '';
    if (quietDays === null)
      return { label: job.title, detail: `${where}no applications, opening date unknown` };
    figures[`quietDays.${job.sourceId}`] = quietDays;
    const detail = job.lastAppliedAt
      ? `last application ${plural(quietDays, 'day')} ago`
      : `no applications in ${plural(quietDays, 'day')} open`;
    return { label: job.title, detail: `${where}${detail}` };
  });
  return {
    tool: 'pipeline-stalls',
    args,
    ...bounded(rows, figures),
    links: [LINKS.recruiting],
    notes: [],
    subject: null,
  };
};

type GoalFinding =
  | { kind: 'overdue'; goal: CompanyGoal; daysOverdue: number }
  | { kind: 'at-risk'; goal: CompanyGoal; elapsed: number; gap: number };

/**
 * A goal not completed is overdue once its due date has passed, and at risk when the share of
 * its period gone exceeds its progress by {@link AT_RISK_GAP_POINTS} points or more.
 */
export function goalFinding(goal: CompanyGoal, today: string): GoalFinding | null {
  if (goal.status === 'completed') return null;
  if (goal.dueDate && goal.dueDate.slice(0, 10) < today) {
    return { kind: 'overdue', goal, daysOverdue: daysBetween(goal.dueDate, today) };
  }
  if (!goal.startDate || !goal.dueDate) return null;
  const period = daysBetween(goal.startDate, goal.dueDate);
  if (period <= 0) return null;
  const elapsed = Math.min(100, Math.max(0, (daysBetween(goal.startDate, today) / period) * 100));
  const gap = elapsed - goal.progress;
  return gap >= AT_RISK_GAP_POINTS ? { kind: 'at-risk', goal, elapsed, gap } : null;
}

export const goalsAtRisk: Tool<'goals-at-risk'> = (data, context, args) => {
  const findings = data.goals
    .map((goal) => goalFinding(goal, context.today))
    .filter((finding): finding is GoalFinding => finding !== null);
  const overdue = findings
    .filter((finding) => finding.kind === 'overdue')
    .sort((a, b) => b.daysOverdue - a.daysOverdue || byText(a.goal.title, b.goal.title));
  const atRisk = findings
    .filter((finding) => finding.kind === 'at-risk')
    .sort((a, b) => b.gap - a.gap || byText(a.goal.title, b.goal.title));
  const listed = [
    ...(args.which === 'at-risk' ? [] : overdue),
    ...(args.which === 'overdue' ? [] : atRisk),
  ];
  const figures: Record<string, number> = { overdue: overdue.length, atRisk: atRisk.length };
  const rows = listed.map((finding) => {
    const { goal } = finding;
    const progress = Math.round(goal.progress);
    figures[`progress.${goal.sourceId}`] = progress;
    const owner = `${nameData(goal.ownerName)}, ${progress}% done`;
    if (finding.kind === 'overdue') {
      figures[`daysOverdue.${goal.sourceId}`] = finding.daysOverdue;
      return {
        label: goal.title,
        detail: `${owner}, due ${wordDay(goal.dueDate ?? context.today)}, ${plural(finding.daysOverdue, 'day')} overdue`,
      };
    }
    const elapsed = Math.round(finding.elapsed);
    figures[`elapsed.${goal.sourceId}`] = elapsed;
    return {
      label: goal.title,
      detail: `${owner} with ${elapsed}% of its time gone, due ${wordDay(goal.dueDate ?? context.today)}`,
    };
  });
  return {
    tool: 'goals-at-risk',
    args,
    ...bounded(rows, figures),
    links: [LINKS.goals],
    notes: [],
    subject: null,
  };
};

const NO_DEPARTMENT = 'No department';

/** People the viewer can see, in all, in one department, or by department. */
export const headcount: Tool<'headcount'> = (data, _context, args) => {
  const departments = distinct(data.people.map((person) => person.department));
  const subject = args.department === null ? null : resolveName(args.department, departments);
  const notes: ToolNote[] =
    args.department !== null && subject === null ? ['department-not-found'] : [];
  if (subject !== null) {
    return {
      tool: 'headcount',
      args,
      figures: {
        people: data.people.filter((person) => person.department === subject).length,
        total: data.people.length,
      },
      rows: [],
      more: 0,
      links: [LINKS.headcount],
      notes,
      subject,
    };
  }
  const figures: Record<string, number> = { people: data.people.length };
  // Broken down when asked, and when the department asked was not found (the list shows why).
  const breakdown = args.byDepartment || notes.length > 0;
  const rows: ToolRow[] = [];
  if (breakdown) {
    const counts = new Map<string, number>();
    for (const person of data.people) {
      const name = person.department ?? NO_DEPARTMENT;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))) {
      figures[`department.${name}`] = count;
      rows.push({ label: name, detail: plural(count, 'person', 'people') });
    }
  }
  return {
    tool: 'headcount',
    args,
    ...bounded(rows, figures),
    links: [LINKS.headcount],
    notes,
    subject: null,
  };
};

const PRIORITY_ORDER: Record<InsightPriority, number> = { high: 0, medium: 1, low: 2 };

/** The viewer's current insights, most pressing first, and how many of each priority. */
export const insights: Tool<'insights'> = (_data, context, args) => {
  const all = context.insights;
  const listed = all
    .map((insight, index) => ({ insight, index }))
    .filter(({ insight }) => args.priority === null || insight.priority === args.priority)
    .sort(
      (a, b) =>
        PRIORITY_ORDER[a.insight.priority] - PRIORITY_ORDER[b.insight.priority] ||
        a.index - b.index,
    );
  const count = (priority: InsightPriority) =>
    all.filter((insight) => insight.priority === priority).length;
  return {
    tool: 'insights',
    args,
    ...bounded(
      listed.map(({ insight }) => ({
        label: insight.title,
        detail: `${insight.priority} priority`,
      })),
      { insights: all.length, high: count('high'), medium: count('medium'), low: count('low') },
    ),
    links: [LINKS.managementInsights],
    notes: [],
    subject: null,
  };
};

const HOUR_MS = 3_600_000;

/** Stale: never synced, last success older than twice its frequency, or the last run failed. */
export function isStale(source: SourceState, now: string): boolean {
  return !sourceHealth(source, new Date(now)).healthy;
}

const RUN_WORDS: Record<NonNullable<SourceState['lastRunStatus']>, string> = {
  success: 'last run succeeded',
  partial: 'last run partly succeeded',
  error: 'last run failed',
};

/** How fresh each connected source is; an ask for one provider narrows it to that one. */
export const sourceFreshness: Tool<'source-freshness'> = (data, context, args) => {
  const providers = distinct(data.sources.map((source) => source.provider));
  const subject = args.provider === null ? null : resolveName(args.provider, providers);
  const notes: ToolNote[] =
    args.provider !== null && subject === null ? ['provider-not-connected'] : [];
  const sources = data.sources.filter((source) => subject === null || source.provider === subject);
  const figures: Record<string, number> = {
    sources: sources.length,
    stale: sources.filter((source) => isStale(source, context.now)).length,
  };
  const rows = sources.map((source) => {
    const id = source.integrationId;
    figures[`frequencyHours.${id}`] = source.frequencyHours;
    const parts = [source.kind.toUpperCase()];
    if (source.lastSuccessAt === null) parts.push('never synced successfully');
    else {
      const hours = Math.max(
        0,
        Math.floor((Date.parse(context.now) - Date.parse(source.lastSuccessAt)) / HOUR_MS),
      );
      // Two days and more read better in days.
      const age = hours < 48 ? plural(hours, 'hour') : plural(Math.floor(hours / 24), 'day');
      figures[hours < 48 ? `hoursSinceSuccess.${id}` : `daysSinceSuccess.${id}`] =
        hours < 48 ? hours : Math.floor(hours / 24);
      parts.push(`last success ${wordDay(source.lastSuccessAt)}, ${age} ago`);
    }
    parts.push(`syncs every ${plural(source.frequencyHours, 'hour')}`);
    parts.push(source.lastRunStatus ? RUN_WORDS[source.lastRunStatus] : 'no run yet');
    parts.push(isStale(source, context.now) ? 'stale' : 'up to date');
    return { label: source.provider, detail: parts.join('; ') };
  });
  return {
    tool: 'source-freshness',
    args,
    ...bounded(rows, figures),
    links: [LINKS.integrations],
    notes,
    subject,
  };
};

/** Runs a tool call on the viewer's data. */
export function runTool(call: ToolCall, data: CompanyData, context: AssistantContext): ToolResult {
  switch (call.tool) {
    case 'time-off':
      return timeOff(data, context, call.args);
    case 'anniversaries':
      return anniversaries(data, context, call.args);
    case 'my-reports':
      return myReports(data, context, call.args);
    case 'open-roles':
      return openRoles(data, context, call.args);
    case 'pipeline-stalls':
      return pipelineStalls(data, context, call.args);
    case 'goals-at-risk':
      return goalsAtRisk(data, context, call.args);
    case 'headcount':
      return headcount(data, context, call.args);
    case 'insights':
      return insights(data, context, call.args);
    case 'source-freshness':
      return sourceFreshness(data, context, call.args);
  }
}
