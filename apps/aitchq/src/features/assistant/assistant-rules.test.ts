import type { AssistantActionItem } from '@q/schemas/manager';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_HINT, assistantReply, urgentCount } from './assistant-rules';

function item(id: string, category: string, priority: AssistantActionItem['priority']) {
  return {
    id,
    title: `Item ${id}`,
    category,
    priority,
    source: 'Jira',
    description: '',
    dueDate: '2025-01-10',
    assignee: 'Sarah Chen',
  } satisfies AssistantActionItem;
}

const ITEMS = [
  item('review', 'People Management', 'high'),
  item('i9', 'HR Compliance', 'high'),
  item('agent-down', 'Agent Performance', 'high'),
  item('cloud', 'Finance', 'medium'),
  item('stipend', 'Finance', 'low'),
  item('triage', 'Agent Operations', 'medium'),
  item('offer', 'Talent Acquisition', 'medium'),
];

const ids = (input: string) => assistantReply(input, ITEMS)?.items.map((i) => i.id);

describe('urgentCount', () => {
  it('counts the high-priority items', () => {
    expect(urgentCount(ITEMS)).toBe(3);
    expect(urgentCount([])).toBe(0);
  });
});

describe('assistantReply', () => {
  it('ignores empty and whitespace-only input', () => {
    expect(assistantReply('', ITEMS)).toBeNull();
    expect(assistantReply('   \n\t', ITEMS)).toBeNull();
  });

  it('lists the high-priority items for priority or urgent, in any case', () => {
    expect(ids('What is my top PRIORITY?')).toEqual(['review', 'i9', 'agent-down']);
    expect(ids('anything urgent')).toEqual(['review', 'i9', 'agent-down']);
    expect(assistantReply('urgent', ITEMS)?.text).toBe(
      'You have 3 high-priority items to handle first:',
    );
  });

  it('lists People and HR categories for team or people', () => {
    expect(ids('team issues')).toEqual(['review', 'i9']);
    expect(ids('People')).toEqual(['review', 'i9']);
  });

  it('lists the Finance category for budget or financial', () => {
    expect(ids('budget items')).toEqual(['cloud', 'stipend']);
    expect(ids('Financial risks')).toEqual(['cloud', 'stipend']);
  });

  it('lists the Agent categories for agent', () => {
    expect(ids('How are my agents doing?')).toEqual(['agent-down', 'triage']);
  });

  it('checks the keywords in the documented order', () => {
    expect(assistantReply('urgent team budget agent', ITEMS)?.topic).toBe('priority');
    expect(assistantReply('team budget agent', ITEMS)?.topic).toBe('team');
    expect(assistantReply('budget for agents', ITEMS)?.topic).toBe('budget');
  });

  it('answers anything else with a hint', () => {
    expect(assistantReply('hello', ITEMS)).toEqual({
      topic: 'hint',
      text: ASSISTANT_HINT,
      items: [],
    });
  });

  it('says so when a topic has no items', () => {
    const reply = assistantReply('urgent', [item('x', 'Finance', 'low')]);
    expect(reply).toEqual({
      topic: 'priority',
      text: 'Nothing is high priority right now.',
      items: [],
    });
  });
});
