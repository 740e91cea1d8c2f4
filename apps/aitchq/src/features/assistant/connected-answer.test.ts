import { describe, expect, it } from 'vitest';
import { answerBlocks, computedUrgentCount, sourcesText } from './connected-answer';

describe('answerBlocks', () => {
  it("keeps an answer's lines, gathering the '- ' lines into lists", () => {
    expect(
      answerBlocks('3 people are out:\n- Ada: Mon 7 Dec\n- Bo: Tue 8 Dec\n\nThat is all.'),
    ).toEqual([
      { kind: 'text', text: '3 people are out:' },
      { kind: 'list', items: ['Ada: Mon 7 Dec', 'Bo: Tue 8 Dec'] },
      { kind: 'text', text: 'That is all.' },
    ]);
  });

  it('leaves out the lines that repeat the capabilities, shown on their own', () => {
    const capabilities = ['Who is out and when', 'Your direct reports'];
    expect(
      answerBlocks(
        "I can't answer that.\nI can answer:\n- Who is out and when\n- Your direct reports",
        capabilities,
      ),
    ).toEqual([
      { kind: 'text', text: "I can't answer that." },
      { kind: 'text', text: 'I can answer:' },
    ]);
  });
});

describe('sourcesText', () => {
  const now = new Date('2026-12-02T12:00:00.000Z');

  it('names each source once, with how long ago it synced', () => {
    expect(
      sourcesText(
        [
          { provider: 'bamboohr', syncedAt: '2026-12-02T10:00:00.000Z' },
          { provider: 'greenhouse', syncedAt: '2026-12-02T11:56:00.000Z' },
          { provider: 'bamboohr', syncedAt: '2026-12-02T10:00:00.000Z' },
        ],
        now,
      ),
    ).toBe('From BambooHR · synced 2 h ago, Greenhouse · synced 4 min ago');
  });

  it('says when a source has not synced, and nothing without sources', () => {
    expect(sourcesText([{ provider: 'Acme HR', syncedAt: null }], now)).toBe(
      'From Acme HR · not synced yet',
    );
    expect(sourcesText([], now)).toBeNull();
  });
});

describe('computedUrgentCount', () => {
  const base = {
    title: 'T',
    description: 'D',
    type: 'team',
    status: 'active',
    source: 'hris',
    actionRequired: false,
    actionText: null,
    impact: null,
    dueDate: null,
    person: null,
    aiGenerated: false,
  } as const;
  const evidence = {
    rule: 'time-off-overlap',
    ruleVersion: 1,
    summary: 'S',
    records: [],
    comparisons: [],
    sources: [],
    computedAt: '2026-12-02T10:00:00.000Z',
  };

  it('counts the high-priority insights a rule computed, not the sample', () => {
    expect(
      computedUrgentCount([
        { ...base, id: 1, priority: 'high', evidence },
        { ...base, id: 2, priority: 'medium', evidence },
        { ...base, id: 3, priority: 'high' },
      ] as never),
    ).toBe(1);
  });
});
