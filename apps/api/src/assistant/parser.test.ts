import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_LENGTH, normaliseQuestion, parseQuestion } from './parser.js';

/** The period a time-off question names, as parsed on `today`. */
function periodOf(question: string, today: string) {
  const parsed = parseQuestion(question, today);
  if (parsed.tool !== 'time-off') throw new Error(`not a time-off question: ${parsed.tool}`);
  return parsed.args;
}

describe('date phrases around week boundaries', () => {
  // Sunday 6 December 2026: the last day of its week.
  const SUNDAY = '2026-12-06';
  // Monday 7 December 2026: the first day of its week.
  const MONDAY = '2026-12-07';

  it.each([
    ['who is out this week', SUNDAY, '2026-11-30', '2026-12-06'],
    ['who is out next week', SUNDAY, '2026-12-07', '2026-12-13'],
    ['who is off tomorrow', SUNDAY, '2026-12-07', '2026-12-07'],
    ['who is off today', SUNDAY, '2026-12-06', '2026-12-06'],
    ['who is out on friday', SUNDAY, '2026-12-11', '2026-12-11'],
    ['who is out on sunday', SUNDAY, '2026-12-06', '2026-12-06'],
    ['who is out this weekend', SUNDAY, '2026-12-05', '2026-12-06'],
    ['who is out next weekend', SUNDAY, '2026-12-12', '2026-12-13'],
    ['who is out last week', SUNDAY, '2026-11-23', '2026-11-29'],
    ['who is out this week', MONDAY, '2026-12-07', '2026-12-13'],
    ['who is out next week', MONDAY, '2026-12-14', '2026-12-20'],
    ['who is off on monday', MONDAY, '2026-12-07', '2026-12-07'],
    ['who is off next monday', MONDAY, '2026-12-14', '2026-12-14'],
    ['who is off on friday next week', MONDAY, '2026-12-18', '2026-12-18'],
    ['who is off on fri', MONDAY, '2026-12-11', '2026-12-11'],
    ['who is off yesterday', MONDAY, '2026-12-06', '2026-12-06'],
    ['who is out in 3 days', MONDAY, '2026-12-10', '2026-12-10'],
    ['time off within two weeks', MONDAY, '2026-12-07', '2026-12-21'],
    ['pto over the next fortnight', MONDAY, '2026-12-07', '2026-12-21'],
    ['who is out on 2026-12-24', MONDAY, '2026-12-24', '2026-12-24'],
    ['who is out between 2026-12-28 and 2026-12-24', MONDAY, '2026-12-24', '2026-12-28'],
  ])('"%s" on %s: %s to %s', (question, today, from, to) => {
    expect(periodOf(question, today)).toEqual({ from, to });
  });
});

describe('date phrases around month and year ends', () => {
  const NEW_YEARS_EVE = '2026-12-31';

  it.each([
    ['who is off tomorrow', NEW_YEARS_EVE, '2027-01-01', '2027-01-01'],
    ['who is out this month', NEW_YEARS_EVE, '2026-12-01', '2026-12-31'],
    ['who is out next month', NEW_YEARS_EVE, '2027-01-01', '2027-01-31'],
    ['any time off in the next 10 days', NEW_YEARS_EVE, '2026-12-31', '2027-01-10'],
    // January 31st: next month is a leap February.
    ['who is out next month', '2028-01-31', '2028-02-01', '2028-02-29'],
    ['who is away this month', '2028-02-15', '2028-02-01', '2028-02-29'],
    // A year ahead at most, however far the question looks.
    ['who is out in the next 9999 days', '2026-12-31', '2026-12-31', '2027-12-31'],
  ])('"%s" on %s: %s to %s', (question, today, from, to) => {
    expect(periodOf(question, today)).toEqual({ from, to });
  });

  it('reads no period as the next 14 days', () => {
    expect(periodOf('who is on vacation?', '2026-12-31')).toEqual({
      from: '2026-12-31',
      to: '2027-01-14',
    });
  });

  it('skips an impossible ISO day', () => {
    expect(periodOf('who is out on 2026-02-30', '2026-02-01')).toEqual({
      from: '2026-02-01',
      to: '2026-02-15',
    });
  });

  it('looks anniversaries ahead through the end of the period named', () => {
    expect(parseQuestion('anniversaries this month', NEW_YEARS_EVE)).toEqual({
      tool: 'anniversaries',
      args: { days: 0 },
    });
    expect(parseQuestion('anniversaries next month', NEW_YEARS_EVE)).toEqual({
      tool: 'anniversaries',
      args: { days: 31 },
    });
    expect(parseQuestion('upcoming work anniversaries', NEW_YEARS_EVE)).toEqual({
      tool: 'anniversaries',
      args: { days: 14 },
    });
    expect(parseQuestion('anniversaries in the next 30 days', NEW_YEARS_EVE)).toEqual({
      tool: 'anniversaries',
      args: { days: 30 },
    });
  });
});

describe('tools and their arguments', () => {
  const TODAY = '2026-12-02';

  it.each([
    ['Which open roles are urgent?', { overdueOnly: true, department: null }],
    ['roles open longer than 35 days', { overdueOnly: true, department: null }],
    ['open reqs for the Sales team', { overdueOnly: false, department: 'sales' }],
    [
      'how many open positions in Customer Success?',
      { overdueOnly: false, department: 'customer success' },
    ],
    ['what are we hiring for', { overdueOnly: false, department: null }],
  ])('open roles: "%s"', (question, args) => {
    expect(parseQuestion(question, TODAY)).toEqual({ tool: 'open-roles', args });
  });

  it.each([
    ['headcount', { department: null, byDepartment: false }],
    ['how many people work here', { department: null, byDepartment: false }],
    ['how many people in the company', { department: null, byDepartment: false }],
    ['headcount per department', { department: null, byDepartment: true }],
    ['how many people in R&D?', { department: 'r&d', byDepartment: false }],
  ])('headcount: "%s"', (question, args) => {
    expect(parseQuestion(question, TODAY)).toEqual({ tool: 'headcount', args });
  });

  it.each([
    ['which goals are behind', 'all'],
    ['overdue goals', 'overdue'],
    ['goals that are late or at risk', 'all'],
  ] as const)('goals: "%s"', (question, which) => {
    expect(parseQuestion(question, TODAY)).toEqual({ tool: 'goals-at-risk', args: { which } });
  });

  it.each([
    ['is the data up to date?', null],
    ['how fresh is our data', null],
    ['is the data stale', null],
    ['when did bamboo hr last sync', 'BambooHR'],
    ['is Workday connected', 'Workday'],
    ['Are any integrations failing?', null],
  ])('source freshness: "%s"', (question, provider) => {
    expect(parseQuestion(question, TODAY)).toEqual({
      tool: 'source-freshness',
      args: { provider },
    });
  });

  it.each([
    ['what needs my attention', null],
    ['anything critical?', 'high'],
    ['low priority insights', 'low'],
  ] as const)('insights: "%s"', (question, priority) => {
    expect(parseQuestion(question, TODAY)).toEqual({ tool: 'insights', args: { priority } });
  });

  it('puts the specific intent before the general one', () => {
    expect(parseQuestion('who on my team is out next week', TODAY).tool).toBe('time-off');
    expect(parseQuestion('how many people report to me', TODAY).tool).toBe('my-reports');
    expect(parseQuestion('goals off track', TODAY).tool).toBe('goals-at-risk');
    expect(parseQuestion('jobs with no applicants', TODAY).tool).toBe('pipeline-stalls');
  });

  it('tells empty from unknown', () => {
    expect(parseQuestion('   ', TODAY)).toEqual({ tool: null, reason: 'empty' });
    expect(parseQuestion('\u0000\u0001\u200b', TODAY)).toEqual({ tool: null, reason: 'empty' });
    expect(parseQuestion('?!', TODAY)).toEqual({ tool: null, reason: 'unknown' });
    expect(parseQuestion("what's the weather", TODAY)).toEqual({ tool: null, reason: 'unknown' });
  });
});

describe('normaliseQuestion', () => {
  it('trims, collapses whitespace and lower-cases', () => {
    expect(normaliseQuestion('  Who   IS\n\tout?  ')).toBe('who is out?');
  });

  it('strips control characters, format characters and lone surrogates', () => {
    expect(normaliseQuestion('who\u0000is\u200b out\ud800 \udc00today\u202e')).toBe(
      'who is out today',
    );
  });

  it('keeps a whole surrogate pair', () => {
    expect(normaliseQuestion('out 🌴 today')).toBe('out 🌴 today');
  });

  it(`caps a question at ${MAX_QUESTION_LENGTH} characters, even a huge one`, () => {
    expect(normaliseQuestion('a'.repeat(1_000_000))).toHaveLength(MAX_QUESTION_LENGTH);
    // A surrogate pair cut in two at the cap loses its first half.
    const cut = normaliseQuestion(`${'a'.repeat(MAX_QUESTION_LENGTH - 1)}🌴`);
    expect(cut).toBe('a'.repeat(MAX_QUESTION_LENGTH - 1));
  });

  it('reads hostile input quickly', () => {
    const started = performance.now();
    for (const input of [
      'in '.repeat(100_000),
      `${'next '.repeat(50_000)}days`,
      '2026-'.repeat(100_000),
      '\u0000'.repeat(100_000),
      '\ud800'.repeat(100_000),
    ]) {
      parseQuestion(input, '2026-12-02');
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
