import {
  type AssistantAnswer,
  askAssistantMutation,
  endpointQuery,
  isNothingConnected,
  isUnauthorizedError,
  useAuth,
} from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { AssistantActionItem } from '@q/schemas/manager';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { sampleActionItems } from '../../data/assistant-action-items';
import { useProvenance } from '../../lib/provenance-badge';
import { ASSISTANT_HINT, assistantReply, urgentCount } from './assistant-rules';
import { ASSISTANT_SORRY, CONNECTED_HINT, computedUrgentCount } from './connected-answer';

/**
 * The panel's states (docs/behaviour.md §4): the round button alone, the open chat, or its header
 * alone.
 */
type PanelState = 'closed' | 'open' | 'minimised';

export type MessageAuthor = 'user' | 'assistant';

export interface Message {
  id: number;
  from: MessageAuthor;
  text: string;
  items: AssistantActionItem[];
  /** The server's answer from the connected data (its `text` is the message's). */
  answer?: AssistantAnswer;
}

export interface UseAssistantOptions {
  /** The day the sample due dates are counted from. */
  today: Date;
  /** The action items it helps with; the fixed seven by default. */
  items?: readonly AssistantActionItem[] | undefined;
}

const itemsWord = (count: number) => `${count} high-priority ${count === 1 ? 'item' : 'items'}`;

/**
 * Whether the assistant answers from the connected data: the viewer is signed in and the people
 * or the openings the server reads are synced for them (`/api/data-sources`, the feed's state is
 * not 'sample'). Otherwise it answers the sample's action items in the page.
 */
function useIsConnected(): boolean {
  const { isAuthenticated } = useAuth();
  const team = useProvenance('team').provenance;
  const openings = useProvenance('openings').provenance;
  return (
    isAuthenticated &&
    [team, openings].some((provenance) => provenance !== undefined && provenance.state !== 'sample')
  );
}

/**
 * The assistant's state and behaviour: the panel state, the conversation and the draft, and the
 * focus moves of a non-modal dialog (into the input on opening, back to the round button on
 * closing). The component only lays it out.
 *
 * With nothing connected it answers by keywords over the sample's action items, and its count is
 * theirs. With data connected each question goes to the server, and the count is that of the
 * high-priority insights computed from the data (the Management Insights list the dashboard
 * loads); a 409 (nothing connected after all) or a 401 (signed out meanwhile) is answered from
 * the sample, any other failure with an apology.
 */
export function useAssistant({ today, items }: UseAssistantOptions) {
  const actionItems = useMemo(() => items ?? sampleActionItems(today), [items, today]);
  const isConnected = useIsConnected();
  const insights = useQuery({
    ...endpointQuery(MANAGER_API.managementInsights),
    enabled: isConnected,
  });
  const urgent = isConnected ? computedUrgentCount(insights.data ?? []) : urgentCount(actionItems);
  const asking = useMutation(askAssistantMutation());
  const [state, setState] = useState<PanelState>('closed');
  const [draft, setDraft] = useState('');
  const [conversation, setConversation] = useState<Message[]>([]);
  const [waiting, setWaiting] = useState(0);
  const [model, setModel] = useState<AssistantAnswer['model']>();
  const nextId = useRef(1);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpened = useRef(false);

  // The greeting follows where the answers come from; until the insights are in, no count.
  const greeting: Message = {
    id: 0,
    from: 'assistant',
    text: !isConnected
      ? `Hi! You have ${itemsWord(urgent)} waiting. ${ASSISTANT_HINT}`
      : insights.data
        ? `Hi! You have ${itemsWord(urgent)} among your insights. ${CONNECTED_HINT}`
        : `Hi! ${CONNECTED_HINT}`,
    items: [],
  };
  const messages = [greeting, ...conversation];

  useEffect(() => {
    if (state === 'open') {
      inputRef.current?.focus();
      wasOpened.current = true;
    } else if (state === 'closed' && wasOpened.current) {
      launcherRef.current?.focus();
    }
  }, [state]);

  // Keep the newest message in view; the dependencies are the counts on purpose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, waiting, state]);

  function add(...added: Omit<Message, 'id'>[]) {
    const withIds = added.map((message) => ({ ...message, id: nextId.current++ }));
    setConversation((current) => [...current, ...withIds]);
  }

  function sampleAnswer(question: string): Omit<Message, 'id'> | null {
    const reply = assistantReply(question, actionItems);
    return reply && { from: 'assistant', text: reply.text, items: reply.items };
  }

  async function askServer(question: string) {
    add({ from: 'user', text: question, items: [] });
    setDraft('');
    setWaiting((count) => count + 1);
    try {
      const answer = await asking.mutateAsync(question);
      if (answer.model !== undefined) setModel(answer.model);
      add({ from: 'assistant', text: answer.text, items: [], answer });
    } catch (error) {
      const fallback =
        isNothingConnected(error) || isUnauthorizedError(error) ? sampleAnswer(question) : null;
      add(fallback ?? { from: 'assistant', text: ASSISTANT_SORRY, items: [] });
    } finally {
      setWaiting((count) => count - 1);
    }
  }

  function ask(question: string) {
    if (isConnected) {
      const trimmed = question.trim();
      if (trimmed !== '') void askServer(trimmed);
      return;
    }
    const reply = sampleAnswer(question);
    if (!reply) return;
    add({ from: 'user', text: question.trim(), items: [] }, reply);
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
    isConnected,
    state,
    open: () => setState('open'),
    close: () => setState('closed'),
    toggleMinimised: () => setState((current) => (current === 'minimised' ? 'open' : 'minimised')),
    messages,
    /** True while an answer from the server is on its way. */
    isWaiting: waiting > 0,
    /** Whether the organisation has a language model, once an answer has said so. */
    model: isConnected ? model : undefined,
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
