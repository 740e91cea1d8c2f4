import {
  addDays,
  daysBetween,
  firstOfMonth,
  isIsoDay,
  lastOfMonth,
  mondayOf,
  weekdayOf,
} from './dates.js';
import { DEFAULT_ANNIVERSARY_DAYS, MAX_PERIOD_DAYS, TOOL_ARGS, type ToolCall } from './tools.js';

/**
 * The deterministic question parser: usual English phrasings mapped to a tool and its
 * arguments, with no model. The question comes from a user and may be anything (megabytes,
 * control characters, broken UTF-16, instructions): it is normalised and capped first, and read
 * by whole-word lookups and linear scans only (no pattern that can backtrack).
 */

export type ParsedQuestion = ToolCall | { tool: null; reason: 'empty' | 'unknown' };

/** The longest question read, in characters (after normalising). */
export const MAX_QUESTION_LENGTH = 500;
/** Raw input read before normalising, so that a huge question costs no more than a short one. */
const RAW_LIMIT = 4 * MAX_QUESTION_LENGTH;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL = /\p{Cc}/gu;
const FORMAT = /\p{Cf}/gu;

/**
 * A question as the parser reads it: lower case, without control or format characters and lone
 * surrogates, whitespace collapsed, trimmed, at most {@link MAX_QUESTION_LENGTH} characters.
 */
export function normaliseQuestion(question: string): string {
  const wellFormed = question.slice(0, RAW_LIMIT).replace(LONE_SURROGATE, '');
  const visible = wellFormed.replace(CONTROL, ' ').replace(FORMAT, '').normalize('NFKC');
  const collapsed = visible.split(/\s+/).filter(Boolean).join(' ').toLowerCase();
  // Cutting may split a surrogate pair: the half left behind goes too.
  return collapsed.slice(0, MAX_QUESTION_LENGTH).replace(LONE_SURROGATE, '').trim();
}

/** A normalised question as words: apostrophes dropped ("who's" → "whos"), other marks spaces. */
class Words {
  readonly list: readonly string[];
  private readonly padded: string;

  constructor(readonly normalised: string) {
    let plain = '';
    for (const char of normalised) {
      if (char === "'" || char === '’' || char === '`') continue;
      plain += (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9') ? char : ' ';
    }
    this.list = plain.split(' ').filter(Boolean);
    this.padded = ` ${this.list.join(' ')} `;
  }

  /** Whether one of the phrases occurs as whole words. */
  has(...phrases: string[]): boolean {
    return phrases.some((phrase) => this.padded.includes(` ${phrase} `));
  }

  /** Whether a word starts with one of the stems ("anniversar" finds "anniversaries"). */
  hasStem(...stems: string[]): boolean {
    return stems.some((stem) => this.padded.includes(` ${stem}`));
  }
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** A count written in digits (at most four) or as a usual word; null otherwise. */
function countOf(word: string | undefined): number | null {
  if (word === undefined) return null;
  if (word.length <= 4 && /^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

const UNIT_DAYS: Readonly<Record<string, number>> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  fortnight: 14,
  fortnights: 14,
  month: 30,
  months: 30,
};

const LOOK_AHEAD_WORDS = new Set(['next', 'coming', 'following', 'upcoming', 'within']);

const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sun: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
};

/** A period of days, first and last inclusive. */
export interface Period {
  from: string;
  to: string;
}

const ISO_DAY_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

/** Clamps a period to the longest a tool looks at. */
function period(from: string, to: string): Period {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return daysBetween(first, last) >= MAX_PERIOD_DAYS
    ? { from: first, to: addDays(first, MAX_PERIOD_DAYS - 1) }
    : { from: first, to: last };
}

/**
 * The period a question names, or null. Weeks run Monday to Sunday; "this week" is the whole
 * week holding today, "next week" the one after. A bare weekday ("on Friday") is its soonest
 * day from today on (today included); "next Friday", or "Friday next week", the one in next
 * week. "Next 10 days" runs from today through ten days after it; "in 3 days" is that one day.
 */
function periodIn(words: Words, today: string): Period | null {
  const list = words.list;
  for (let index = 0; index < list.length; index += 1) {
    const word = list[index] ?? '';
    if (LOOK_AHEAD_WORDS.has(word)) {
      // "next fortnight", "next 10 days", "within two weeks"
      const unitNow = UNIT_DAYS[list[index + 1] ?? ''];
      if (unitNow === 14) return period(today, addDays(today, 14));
      const count = countOf(list[index + 1]);
      const unit = UNIT_DAYS[list[index + 2] ?? ''];
      if (count !== null && unit !== undefined && count > 0) {
        return period(today, addDays(today, Math.min(count * unit, MAX_PERIOD_DAYS)));
      }
    }
    if (word === 'in') {
      const count = countOf(list[index + 1]);
      const unit = UNIT_DAYS[list[index + 2] ?? ''];
      if (count !== null && unit === 1) {
        const day = addDays(today, Math.min(count, MAX_PERIOD_DAYS));
        return period(day, day);
      }
    }
  }

  const isoDays = [...words.normalised.matchAll(ISO_DAY_IN_TEXT)]
    .map((match) => match[0])
    .filter(isIsoDay);
  const [firstIso, secondIso] = isoDays;
  if (firstIso !== undefined) return period(firstIso, secondIso ?? firstIso);

  const thisMonday = mondayOf(today);
  const nextMonday = addDays(thisMonday, 7);
  const asksNextWeek = words.has('next week');
  for (let index = 0; index < list.length; index += 1) {
    const weekday = WEEKDAYS[list[index] ?? ''];
    // "sat" and "sun" are also words; a short form only counts after "on" or "next".
    if (weekday === undefined) continue;
    const word = list[index] ?? '';
    const previous = list[index - 1];
    if (word.length <= 4 && previous !== 'on' && previous !== 'next' && previous !== 'this') {
      continue;
    }
    const mondayOffset = (weekday + 6) % 7;
    if (previous === 'next' || asksNextWeek) {
      const day = addDays(nextMonday, mondayOffset);
      return period(day, day);
    }
    const day = addDays(today, (weekday - weekdayOf(today) + 7) % 7);
    return period(day, day);
  }

  if (words.has('weekend')) {
    const saturday = addDays(words.has('next weekend') ? nextMonday : thisMonday, 5);
    return period(saturday, addDays(saturday, 1));
  }
  if (asksNextWeek) return period(nextMonday, addDays(nextMonday, 6));
  if (words.has('this week', 'the week', 'current week')) {
    return period(thisMonday, addDays(thisMonday, 6));
  }
  if (words.has('last week')) return period(addDays(thisMonday, -7), addDays(thisMonday, -1));
  if (words.has('next month')) {
    const nextFirst = addDays(lastOfMonth(today), 1);
    return period(nextFirst, lastOfMonth(nextFirst));
  }
  if (words.has('this month', 'the month', 'current month')) {
    return period(firstOfMonth(today), lastOfMonth(today));
  }
  if (words.has('tomorrow')) return period(addDays(today, 1), addDays(today, 1));
  if (words.has('yesterday')) return period(addDays(today, -1), addDays(today, -1));
  if (words.has('today', 'now', 'currently', 'at the moment', 'this morning', 'tonight')) {
    return period(today, today);
  }
  return null;
}

/** Time off looked at when the question names no period: the HRIS Insights card's 14 days. */
const DEFAULT_TIME_OFF_DAYS = 14;

const PROVIDERS: readonly { words: readonly string[]; name: string }[] = [
  { words: ['bamboohr', 'bamboo hr', 'bamboo'], name: 'BambooHR' },
  { words: ['workday'], name: 'Workday' },
  { words: ['greenhouse'], name: 'Greenhouse' },
  { words: ['custom feed'], name: 'Custom feed' },
];

function providerIn(words: Words): string | null {
  return PROVIDERS.find((provider) => words.has(...provider.words))?.name ?? null;
}

/** Words around a department name that are not part of it ("the Sales team right now"). */
const AROUND_DEPARTMENT = new Set([
  'the',
  'our',
  'my',
  'team',
  'teams',
  'department',
  'departments',
  'dept',
  'org',
  'group',
  'division',
  'function',
  'right',
  'now',
  'today',
  'currently',
  'at',
  'moment',
  'are',
  'is',
  'there',
  'do',
  'we',
  'have',
  'please',
  'overall',
  'total',
  'open',
]);
/** What follows "in" without being a department. */
const NOT_DEPARTMENTS = new Set([
  'company',
  'organisation',
  'organization',
  'all',
  'here',
  'business',
  'office',
  'total',
  'place',
]);

/**
 * The department a question asks about ("… in Engineering", "… for the Sales team", "… in
 * R&D"), as the words after the last "in" or "for" (letters, "&" and "-" kept); null when there
 * are none, or when what follows is no name.
 */
function departmentIn(words: Words): string | null {
  const list = words.normalised
    .split(' ')
    .map((token) => [...token].filter((char) => /[\p{L}&-]/u.test(char)).join(''))
    .filter((token) => token !== '' && token !== '&' && token !== '-');
  let start = -1;
  for (let index = list.length - 1; index >= 0; index -= 1) {
    if (list[index] === 'in' || list[index] === 'for') {
      start = index + 1;
      break;
    }
  }
  if (start < 0) return null;
  const name = list.slice(start);
  while (name.length > 0 && AROUND_DEPARTMENT.has(name[0] ?? '')) name.shift();
  while (name.length > 0 && AROUND_DEPARTMENT.has(name[name.length - 1] ?? '')) name.pop();
  if (name.length === 0 || name.length > 4) return null;
  // "in the next 10 days" leaves "next days": a period, not a department.
  if (name.some((word) => UNIT_DAYS[word] !== undefined || LOOK_AHEAD_WORDS.has(word))) return null;
  const joined = name.join(' ');
  if (NOT_DEPARTMENTS.has(joined)) return null;
  return TOOL_ARGS.headcount.shape.department.safeParse(joined).success ? joined : null;
}

function asksFreshness(words: Words): boolean {
  if (words.hasStem('sync', 'integration', 'connector', 'fresh')) return true;
  if (words.has('up to date', 'out of date', 'outdated', 'last updated', 'last update')) {
    return true;
  }
  if (words.has('stale') && words.has('data', 'source', 'sources')) return true;
  return (
    providerIn(words) !== null &&
    words.has('working', 'down', 'failing', 'failed', 'broken', 'status', 'connected', 'ok')
  );
}

const asksAnniversaries = (words: Words) =>
  words.hasStem('anniversar', 'celebrat') || words.has('years at the company', 'hire date');

const asksGoals = (words: Words) =>
  words.hasStem('goal', 'okr', 'objective') || words.has('key result', 'key results');

const asksStalls = (words: Words) =>
  words.hasStem('stall', 'stuck', 'pipeline') ||
  words.has(
    'no applicants',
    'no applicant',
    'no applications',
    'no candidates',
    'zero applicants',
    'no new applicants',
    'no new applications',
    'no recent applications',
    'without applicants',
    'without applications',
    'no one applied',
    'nobody applied',
    'dried up',
  );

const asksOpenRoles = (words: Words) =>
  words.hasStem('role', 'position', 'job', 'opening', 'vacanc', 'requisition', 'recruit') ||
  words.has('req', 'reqs', 'hiring', 'hire for');

const asksTimeOff = (words: Words) =>
  words.hasStem('vacation', 'holiday', 'absen', 'leave') ||
  words.has('out', 'off', 'away', 'pto', 'sick', 'ooo', 'time off', 'days off', 'annual leave');

const asksMyReports = (words: Words) =>
  words.has(
    'direct reports',
    'direct report',
    'my reports',
    'my directs',
    'report to me',
    'reports to me',
    'reporting to me',
    'my team',
    'my org',
    'my organisation',
    'my organization',
    'i manage',
    'under me',
    'my people',
    'reports do i have',
  );

const asksHeadcount = (words: Words) =>
  words.hasStem('headcount', 'employee', 'workforce', 'staff') ||
  words.has(
    'head count',
    'how many people',
    'number of people',
    'people count',
    'team size',
    'how big',
    'how large',
    'size of',
  );

const asksInsights = (words: Words) =>
  words.hasStem('insight', 'priorit', 'alert', 'urgent', 'attention', 'focus', 'important') ||
  words.has(
    'to do',
    'todo',
    'should i',
    'what matters',
    'risks',
    'critical',
    'anything i should know',
    'whats new',
    'worry about',
  );

/** Which goals: overdue ones when asked for those alone, otherwise overdue and at risk. */
function goalsWhich(words: Words): 'all' | 'overdue' {
  const overdue = words.has('overdue', 'late', 'past due', 'missed');
  const atRisk = words.hasStem('risk', 'behind', 'slipping') || words.has('off track');
  return overdue && !atRisk ? 'overdue' : 'all';
}

/**
 * The tool a question asks for and its arguments. Intents are tried from the most specific to
 * the most general, so that "how many open positions in Engineering" is about open roles before
 * it is about people, and "goals off track" about goals before time off.
 */
export function parseQuestion(question: string, today: string): ParsedQuestion {
  const normalised = normaliseQuestion(question);
  if (normalised === '') return { tool: null, reason: 'empty' };
  const words = new Words(normalised);
  if (words.list.length === 0) return { tool: null, reason: 'unknown' };

  if (asksFreshness(words)) {
    return { tool: 'source-freshness', args: { provider: providerIn(words) } };
  }
  if (asksAnniversaries(words)) {
    const asked = periodIn(words, today);
    const days = asked
      ? Math.min(MAX_PERIOD_DAYS, Math.max(0, daysBetween(today, asked.to)))
      : DEFAULT_ANNIVERSARY_DAYS;
    return { tool: 'anniversaries', args: { days } };
  }
  if (asksGoals(words)) return { tool: 'goals-at-risk', args: { which: goalsWhich(words) } };
  if (asksStalls(words)) return { tool: 'pipeline-stalls', args: {} };
  if (asksOpenRoles(words)) {
    const overdueOnly =
      words.has('overdue', 'urgent', 'late', 'aging', 'ageing', 'too long', 'longest') ||
      words.has('longer than', 'more than', 'over');
    return { tool: 'open-roles', args: { overdueOnly, department: departmentIn(words) } };
  }
  if (asksTimeOff(words)) {
    const asked = periodIn(words, today) ?? period(today, addDays(today, DEFAULT_TIME_OFF_DAYS));
    return { tool: 'time-off', args: asked };
  }
  if (asksMyReports(words)) return { tool: 'my-reports', args: {} };
  if (asksHeadcount(words)) {
    const byDepartment =
      words.has('by department', 'per department', 'each department', 'by team', 'per team') ||
      words.hasStem('breakdown', 'split');
    return { tool: 'headcount', args: { department: departmentIn(words), byDepartment } };
  }
  if (asksInsights(words)) {
    const priority = words.has('urgent', 'high priority', 'critical', 'most important')
      ? 'high'
      : words.has('low priority')
        ? 'low'
        : words.has('medium priority')
          ? 'medium'
          : null;
    return { tool: 'insights', args: { priority } };
  }
  return { tool: null, reason: 'unknown' };
}
