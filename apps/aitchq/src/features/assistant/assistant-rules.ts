import type { AssistantActionItem } from '@q/schemas/manager';

/**
 * The red badge on the assistant button (docs/behaviour.md §9): how many action items are high
 * priority.
 */
export function urgentCount(items: readonly Pick<AssistantActionItem, 'priority'>[]): number {
  return items.filter((item) => item.priority === 'high').length;
}

export type ReplyTopic = 'priority' | 'team' | 'budget' | 'agent' | 'hint';

export interface AssistantReply {
  topic: ReplyTopic;
  text: string;
  items: AssistantActionItem[];
}

export const ASSISTANT_HINT =
  'I can help you prioritise. Ask me about priorities, team issues, budget items or agent performance.';

function itemCount(count: number, what: string): string {
  return `${count} ${what} ${count === 1 ? 'item' : 'items'}`;
}

function listReply(
  topic: Exclude<ReplyTopic, 'hint'>,
  items: AssistantActionItem[],
  found: (count: number) => string,
  none: string,
): AssistantReply {
  return { topic, text: items.length > 0 ? found(items.length) : none, items };
}

/**
 * The assistant's reply (docs/behaviour.md §5), chosen by keywords in the lower-cased input, first
 * match wins: 'priority'/'urgent' → the high-priority items; 'team'/'people' → categories
 * containing People or HR; 'budget'/'financial' → the Finance category; 'agent' → the Agent
 * categories; otherwise a hint. Blank input gets no reply (null): it is ignored.
 */
export function assistantReply(
  input: string,
  items: readonly AssistantActionItem[],
): AssistantReply | null {
  const text = input.trim().toLowerCase();
  if (text === '') return null;
  if (text.includes('priority') || text.includes('urgent')) {
    return listReply(
      'priority',
      items.filter((item) => item.priority === 'high'),
      (count) => `You have ${itemCount(count, 'high-priority')} to handle first:`,
      'Nothing is high priority right now.',
    );
  }
  if (text.includes('team') || text.includes('people')) {
    return listReply(
      'team',
      items.filter((item) => item.category.includes('People') || item.category.includes('HR')),
      (count) => `Here ${count === 1 ? 'is' : 'are'} ${itemCount(count, 'team and people')}:`,
      'No team or people items need you right now.',
    );
  }
  if (text.includes('budget') || text.includes('financial')) {
    return listReply(
      'budget',
      items.filter((item) => item.category.includes('Finance')),
      (count) => `Here ${count === 1 ? 'is' : 'are'} ${itemCount(count, 'budget')} from Finance:`,
      'No budget items need you right now.',
    );
  }
  if (text.includes('agent')) {
    return listReply(
      'agent',
      items.filter((item) => item.category.includes('Agent')),
      (count) => `Here ${count === 1 ? 'is' : 'are'} ${itemCount(count, 'agent')}:`,
      'Your agents need nothing from you right now.',
    );
  }
  return { topic: 'hint', text: ASSISTANT_HINT, items: [] };
}
