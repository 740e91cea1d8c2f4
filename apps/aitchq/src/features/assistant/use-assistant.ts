import type { AssistantActionItem } from '@q/schemas/manager';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { sampleActionItems } from '../../data/assistant-action-items';
import { ASSISTANT_HINT, assistantReply, urgentCount } from './assistant-rules';

/**
 * The panel's states (docs/behaviour.md §4): the round button alone, the open chat, or its header
 * alone.
 */
type PanelState = 'closed' | 'open' | 'minimised';

export type MessageAuthor = 'user' | 'assistant';

interface Message {
  id: number;
  from: MessageAuthor;
  text: string;
  items: AssistantActionItem[];
}

export interface UseAssistantOptions {
  /** The day the sample due dates are counted from. */
  today: Date;
  /** The action items it helps with; the fixed seven by default. */
  items?: readonly AssistantActionItem[] | undefined;
}

/**
 * The assistant's state and behaviour: the panel state, the conversation and the draft, and the
 * focus moves of a non-modal dialog (into the input on opening, back to the round button on
 * closing). The component only lays it out.
 */
export function useAssistant({ today, items }: UseAssistantOptions) {
  const actionItems = useMemo(() => items ?? sampleActionItems(today), [items, today]);
  const urgent = urgentCount(actionItems);
  const [state, setState] = useState<PanelState>('closed');
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<Message[]>(() => [
    {
      id: 0,
      from: 'assistant',
      text: `Hi! You have ${urgent} high-priority ${urgent === 1 ? 'item' : 'items'} waiting. ${ASSISTANT_HINT}`,
      items: [],
    },
  ]);
  const nextId = useRef(1);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpened = useRef(false);

  useEffect(() => {
    if (state === 'open') {
      inputRef.current?.focus();
      wasOpened.current = true;
    } else if (state === 'closed' && wasOpened.current) {
      launcherRef.current?.focus();
    }
  }, [state]);

  // Keep the newest message in view; the dependency is the message count on purpose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, state]);

  function ask(question: string) {
    const reply = assistantReply(question, actionItems);
    if (!reply) return;
    const userId = nextId.current++;
    const replyId = nextId.current++;
    setMessages((current) => [
      ...current,
      { id: userId, from: 'user', text: question.trim(), items: [] },
      { id: replyId, from: 'assistant', text: reply.text, items: reply.items },
    ]);
    setDraft('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setState('closed');
    }
  }

  return {
    urgent,
    state,
    open: () => setState('open'),
    close: () => setState('closed'),
    toggleMinimised: () => setState((current) => (current === 'minimised' ? 'open' : 'minimised')),
    messages,
    draft,
    setDraft,
    ask,
    onSubmit,
    onKeyDown,
    launcherRef,
    inputRef,
    logRef,
  };
}
