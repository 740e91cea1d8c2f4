import type { CompanyData } from '../insights/model.js';
import { wordDay } from './dates.js';
import { parseQuestion } from './parser.js';
import { nameData, numbersIn, quoteData } from './text.js';
import {
  type AssistantContext,
  runTool,
  type ToolName,
  type ToolResult,
  type ToolRow,
} from './tools.js';

/**
 * The assistant's answer to a question, with no model: the parser picks a tool, the tool
 * computes, and {@link wordAnswer} words its result. Every number the text states is one of the
 * result's figures (dates, worded "Mon 7 Dec", and quoted titles aside).
 */

export interface AssistantAnswer {
  /** Plain English, one statement or a short list a line each. */
  text: string;
  tool: ToolName | null;
  result: ToolResult | null;
  /** What the assistant can answer, a line each: given when it could not answer the question. */
  capabilities?: string[];
}

/** What the assistant answers, one line each (the tools, in the words of their questions). */
export const CAPABILITIES: readonly string[] = [
  'Who is out and when ("Who is out next week?")',
  'Upcoming work anniversaries ("Any anniversaries this month?")',
  'Your direct reports and your whole team ("Who reports to me?")',
  'Open roles and the overdue ones ("Which open roles are overdue?")',
  'Jobs with no recent applications ("Which pipelines have stalled?")',
  'Goals overdue or at risk ("Which goals are at risk?")',
  'Headcount, in all or by department ("How many people in Sales?")',
  'Your current insights ("What should I focus on?")',
  'Whether your data is up to date ("When did BambooHR last sync?")',
];

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "is" or "are", agreeing with a count. */
const be = (count: number) => (count === 1 ? 'is' : 'are');

/** A figure of the result; a wording asks only for those its tool always sets. */
function figure(result: ToolResult, name: string): number {
  return result.figures[name] ?? 0;
}

/** Lines of rows, "- label: detail", titles quoted, then how many more there are. */
function rowLines(result: ToolResult, quoteLabels: boolean): string[] {
  const lines = result.rows.map(
    (row: ToolRow) =>
      `- ${quoteLabels ? quoteData(row.label) : nameData(row.label)}: ${row.detail}`,
  );
  if (result.more > 0) lines.push(`- and ${result.more} more`);
  return lines;
}

function periodWords(from: string, to: string): string {
  return from === to ? `on ${wordDay(from)}` : `between ${wordDay(from)} and ${wordDay(to)}`;
}

function headline(result: ToolResult): string {
  switch (result.tool) {
    case 'time-off': {
      const when = periodWords(result.args.from, result.args.to);
      const people = figure(result, 'people');
      const absences = figure(result, 'absences');
      if (people === 0) return `Nobody is out ${when}.`;
      const extra = absences === people ? '' : ` (${plural(absences, 'absence')})`;
      return `${plural(people, 'person', 'people')} ${be(people)} out ${when}${extra}:`;
    }
    case 'anniversaries': {
      const days = figure(result, 'days');
      const within = days === 0 ? 'today' : `in the next ${plural(days, 'day')}`;
      const count = figure(result, 'anniversaries');
      if (count === 0) return `No work anniversaries ${within}.`;
      const milestones = figure(result, 'milestones');
      const extra = milestones > 0 ? ` (${plural(milestones, 'milestone')})` : '';
      return `${plural(count, 'work anniversary', 'work anniversaries')} ${within}${extra}:`;
    }
    case 'my-reports': {
      if (result.notes.includes('viewer-not-in-directory')) {
        return "You are not in the synced directory, so I can't tell who reports to you. An admin can check your work email in the HR system.";
      }
      const direct = figure(result, 'directReports');
      const organisation = figure(result, 'organisation');
      if (direct === 0) return 'You have no direct reports.';
      const below =
        organisation > direct
          ? `, and ${plural(organisation, 'person', 'people')} in all below you`
          : '';
      return `You have ${plural(direct, 'direct report')}${below}:`;
    }
    case 'open-roles': {
      const notFound = result.notes.includes('department-not-found')
        ? 'No department you can see matches that name, so this covers every department. '
        : '';
      const where = result.subject ? ` in ${nameData(result.subject)}` : '';
      const open = figure(result, 'openRoles');
      const overdue = figure(result, 'overdue');
      const limit = figure(result, 'overdueDays');
      if (open === 0) return `${notFound}There are no open roles${where}.`;
      if (result.args.overdueOnly) {
        return overdue === 0
          ? `${notFound}None of the ${plural(open, 'open role')}${where} has been open more than ${limit} days.`
          : `${notFound}${overdue} of the ${plural(open, 'open role')}${where} ${overdue === 1 ? 'has' : 'have'} been open more than ${limit} days:`;
      }
      const overdueWords =
        overdue === 0
          ? `none open more than ${limit} days`
          : `${overdue} open more than ${limit} days`;
      return `${notFound}There ${be(open)} ${plural(open, 'open role')}${where}, ${overdueWords}:`;
    }
    case 'pipeline-stalls': {
      const open = figure(result, 'openRoles');
      const stalled = figure(result, 'stalled');
      const days = figure(result, 'stallDays');
      if (open === 0) return 'There are no open roles.';
      if (stalled === 0) {
        return `None of the ${plural(open, 'open role')} has gone ${days} days without an application.`;
      }
      return `${stalled} of the ${plural(open, 'open role')} ${stalled === 1 ? 'has' : 'have'} had no application for ${days} days or more:`;
    }
    case 'goals-at-risk': {
      const overdue = figure(result, 'overdue');
      const atRisk = figure(result, 'atRisk');
      if (result.args.which === 'overdue') {
        return overdue === 0
          ? 'No goals are overdue.'
          : `${plural(overdue, 'goal')} ${be(overdue)} overdue:`;
      }
      if (result.args.which === 'at-risk') {
        return atRisk === 0
          ? 'No goals are at risk.'
          : `${plural(atRisk, 'goal')} ${be(atRisk)} at risk:`;
      }
      if (overdue + atRisk === 0) return 'No goals are overdue or at risk.';
      return `${plural(overdue, 'goal')} ${be(overdue)} overdue and ${atRisk} ${be(atRisk)} at risk:`;
    }
    case 'headcount': {
      const people = figure(result, 'people');
      if (result.subject !== null) {
        return `${nameData(result.subject)} has ${plural(people, 'person', 'people')} (of ${figure(result, 'total')} you can see).`;
      }
      const notFound = result.notes.includes('department-not-found')
        ? 'No department you can see matches that name. '
        : '';
      const all = `${notFound}You can see ${plural(people, 'person', 'people')}`;
      return result.rows.length > 0 ? `${all}, by department:` : `${all}.`;
    }
    case 'insights': {
      const total = figure(result, 'insights');
      if (total === 0) return 'You have no current insights.';
      const counts = `${figure(result, 'high')} high, ${figure(result, 'medium')} medium and ${figure(result, 'low')} low priority`;
      const asked = result.args.priority;
      const listed =
        asked === null
          ? 'Most pressing first:'
          : result.rows.length === 0
            ? `None is ${asked} priority.`
            : `The ${asked}-priority ones:`;
      return `You have ${plural(total, 'insight')}: ${counts}. ${listed}`;
    }
    case 'source-freshness': {
      const notConnected = result.notes.includes('provider-not-connected')
        ? 'None of your connected sources is that provider; here are all of them. '
        : '';
      const sources = figure(result, 'sources');
      const stale = figure(result, 'stale');
      if (sources === 0) {
        return 'No source is connected yet: an admin can connect one in System Settings.';
      }
      const state = stale === 0 ? 'up to date' : `${stale} of them stale`;
      return `${notConnected}${plural(sources, 'source')} connected, ${sources === 1 && stale === 0 ? 'and it is up to date' : state}:`;
    }
  }
}

/** Whether the rows' labels are titles (quoted) rather than names. */
const TITLE_ROWS: Readonly<Record<ToolName, boolean>> = {
  'time-off': false,
  anniversaries: false,
  'my-reports': false,
  'open-roles': true,
  'pipeline-stalls': true,
  'goals-at-risk': true,
  headcount: false,
  insights: true,
  'source-freshness': false,
};

/**
 * A tool result in plain English: a headline with its figures, a line per row, and where to
 * look on the dashboard. Deterministic; the server falls back to it when a model's wording is
 * refused.
 */
export function wordAnswer(result: ToolResult, _context: AssistantContext): string {
  const lines = [headline(result), ...rowLines(result, TITLE_ROWS[result.tool])];
  if (result.links.length > 0) {
    lines.push(`See ${result.links.map((link) => link.label).join(' and ')}.`);
  }
  return lines.join('\n');
}

/** Answers a question from the viewer's data (already scoped to what they may see). */
export function answerQuestion(
  question: string,
  data: CompanyData,
  context: AssistantContext,
): AssistantAnswer {
  const parsed = parseQuestion(question, context.today);
  if (parsed.tool === null) {
    const opening =
      parsed.reason === 'empty'
        ? 'Ask me a question about your team or your company.'
        : "I can't answer that.";
    return {
      text: [opening, 'I can answer:', ...CAPABILITIES.map((line) => `- ${line}`)].join('\n'),
      tool: null,
      result: null,
      capabilities: [...CAPABILITIES],
    };
  }
  const result = runTool(parsed, data, context);
  return { text: wordAnswer(result, context), tool: result.tool, result };
}

export { numbersIn };

/**
 * The numbers a text states that are not figures of the result it words: none for an answer
 * worded from the result. The server checks a model's wording with it, and words the answer
 * itself ({@link wordAnswer}) when any is found.
 */
export function unbackedNumbers(text: string, result: ToolResult | null): number[] {
  const figures = new Set(Object.values(result?.figures ?? {}));
  return numbersIn(text).filter((value) => !figures.has(value));
}
