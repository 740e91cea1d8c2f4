import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPANY, FIXTURE_CONTEXT } from './fixture.js';
import {
  answerWithModel,
  chooseToolRequest,
  cleanText,
  FALLBACK_NOTES,
  modelTools,
  previewRequests,
  refusedWording,
  TOOL_CALL_ID,
} from './model.js';
import { runTool, TOOL_NAMES } from './tools.js';

/* The fixture's viewer (Dana Lee) has 3 direct reports and 5 people in all below her. */
const reports = runTool({ tool: 'my-reports', args: {} }, FIXTURE_COMPANY, FIXTURE_CONTEXT);
const openRoles = runTool(
  { tool: 'open-roles', args: { overdueOnly: false, department: null } },
  FIXTURE_COMPANY,
  FIXTURE_CONTEXT,
);

describe('the tools offered to the model', () => {
  it('are the tool set, each with the JSON Schema of its arguments', () => {
    const tools = modelTools();
    expect(tools.map((tool) => tool.function.name)).toEqual([...TOOL_NAMES]);
    const timeOff = tools.find((tool) => tool.function.name === 'time-off');
    expect(timeOff?.function.parameters).toMatchObject({
      type: 'object',
      required: ['from', 'to'],
      additionalProperties: false,
    });
    const anniversaries = tools.find((tool) => tool.function.name === 'anniversaries');
    // A default makes an argument optional.
    expect(anniversaries?.function.parameters).not.toHaveProperty('required');
    for (const tool of tools) expect(tool.function.parameters).not.toHaveProperty('$schema');
  });

  it('sends no company data in the first request', () => {
    const body = JSON.stringify(chooseToolRequest('m', 'Who reports to me?', FIXTURE_CONTEXT));
    for (const person of FIXTURE_COMPANY.people) expect(body).not.toContain(person.name);
  });

  it('previews the second request with the parser’s tool, under the server’s call id', () => {
    const preview = previewRequests('m', 'Who reports to me?', FIXTURE_COMPANY, FIXTURE_CONTEXT);
    expect(preview.tool).toBe('my-reports');
    expect(JSON.stringify(preview.wordAnswer)).toContain(TOOL_CALL_ID);
    expect(previewRequests('m', 'Write me a poem', FIXTURE_COMPANY, FIXTURE_CONTEXT)).toMatchObject(
      { tool: null, wordAnswer: null },
    );
  });
});

describe('a wording is accepted only when it rests on the result', () => {
  it('accepts the figures, the rows, their quotes and their dates', () => {
    expect(
      refusedWording('You have 3 direct reports, 5 people in all.', reports, FIXTURE_CONTEXT),
    ).toBeNull();
  });

  it('refuses an invented figure, even spelled as a decimal', () => {
    expect(refusedWording('You have 4 direct reports.', reports, FIXTURE_CONTEXT)).toBe(
      'unbacked-figure',
    );
    expect(refusedWording('You have 3.5 direct reports.', reports, FIXTURE_CONTEXT)).toBe(
      'unbacked-figure',
    );
  });

  it('refuses a quote or a date the result does not hold', () => {
    expect(refusedWording('The role “99 new hires” is open.', openRoles, FIXTURE_CONTEXT)).toBe(
      'unbacked-quote',
    );
    expect(refusedWording('Everyone is out on Mon 1 Jan.', reports, FIXTURE_CONTEXT)).toBe(
      'unbacked-figure',
    );
  });

  it('refuses an empty or too long wording', () => {
    expect(refusedWording('  ', reports, FIXTURE_CONTEXT)).toBe('empty');
    expect(refusedWording('a'.repeat(2_001), reports, FIXTURE_CONTEXT)).toBe('too-long');
  });

  it('cleans control, format characters and lone surrogates, keeping line breaks', () => {
    expect(cleanText('a\u0000b\r\nc\td\u202ee\ud800f\u007f')).toBe('ab\nc def');
    expect(cleanText('👩‍💻 ok')).toBe('👩💻 ok');
  });
});

describe('without a key that opens', () => {
  it('answers by the rules, saying an admin must enter the key again, and calls nothing', async () => {
    const answer = await answerWithModel(
      { baseUrl: 'https://127.0.0.1:9/v1', model: 'm', apiKey: null },
      'Who reports to me?',
      FIXTURE_COMPANY,
      FIXTURE_CONTEXT,
      { timeoutMs: 100, allowPrivateTargets: false },
    );
    expect(answer).toMatchObject({
      answeredBy: 'rules',
      note: FALLBACK_NOTES['key-unreadable'],
      tool: 'my-reports',
      exchange: { sent: [], received: [] },
    });
  });

  it('refuses a private address before connecting', async () => {
    const answer = await answerWithModel(
      { baseUrl: 'https://127.0.0.1:9/v1', model: 'm', apiKey: 'sk-unit-0123456789' },
      'Who reports to me?',
      FIXTURE_COMPANY,
      FIXTURE_CONTEXT,
      { timeoutMs: 1_000, allowPrivateTargets: false },
    );
    expect(answer).toMatchObject({ answeredBy: 'rules', note: FALLBACK_NOTES.unreachable });
    expect(answer.exchange.received).toEqual(['(no answer: blocked)']);
  });
});
