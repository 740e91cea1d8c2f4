import type { AssistantActionItem } from '@q/schemas/manager';
import { Button, formatDate, PriorityBadge } from '@q/ui';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { sampleActionItems } from '../../data/assistant-action-items';
import { ASSISTANT_PANEL_HEIGHT_PX } from '../../lib/constants';
import { ChevronUpIcon, CloseIcon, MinusIcon, SendIcon, SparklesIcon } from '../../lib/icons';
import { ASSISTANT_HINT, assistantReply, urgentCount } from './assistant-rules';

type PanelState = 'closed' | 'open' | 'minimised';

interface Message {
  id: number;
  from: 'user' | 'assistant';
  text: string;
  items: AssistantActionItem[];
}

/** One-tap questions, one per reply topic. */
const SUGGESTIONS = ["What's urgent?", 'Team issues', 'Budget items', 'Agent performance'];

export interface FloatingAssistantProps {
  /** The day the sample due dates are counted from. */
  today: Date;
  /** The action items it helps with; the fixed seven by default. */
  items?: readonly AssistantActionItem[];
}

/**
 * The floating AI assistant (SPEC §2, §4, §5): a round button with the count of high-priority
 * items opens a chat panel that answers in the page, by keywords. The panel is a non-modal dialog:
 * focus moves into it, Escape closes it and focus returns to the button.
 */
export function FloatingAssistant({ today, items }: FloatingAssistantProps) {
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
  const titleId = useId();
  const countId = useId();

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

  if (state === 'closed') {
    return (
      <Launcher
        ref={launcherRef}
        type="button"
        aria-label={`Open AI assistant, ${urgent} high-priority ${urgent === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        onClick={() => setState('open')}
      >
        <SparklesIcon size={26} />
        {urgent > 0 && <Count aria-hidden="true">{urgent}</Count>}
      </Launcher>
    );
  }

  const isMinimised = state === 'minimised';
  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={countId}
      $isMinimised={isMinimised}
      onKeyDown={onKeyDown}
      data-ui="assistant-panel"
      data-state={state}
    >
      <Header>
        <SparklesIcon size={20} />
        <HeaderText>
          <Title id={titleId}>AI Assistant</Title>
          <Subtitle id={countId}>
            {urgent} high-priority {urgent === 1 ? 'item' : 'items'}
          </Subtitle>
        </HeaderText>
        <IconButton
          type="button"
          aria-label={isMinimised ? 'Expand assistant' : 'Minimise assistant'}
          aria-expanded={!isMinimised}
          onClick={() => setState(isMinimised ? 'open' : 'minimised')}
        >
          {isMinimised ? <ChevronUpIcon /> : <MinusIcon />}
        </IconButton>
        <IconButton type="button" aria-label="Close assistant" onClick={() => setState('closed')}>
          <CloseIcon />
        </IconButton>
      </Header>
      <Body hidden={isMinimised}>
        <Log ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
          {messages.map((message) => (
            <Bubble key={message.id} $from={message.from} data-from={message.from}>
              <p>{message.text}</p>
              {message.items.length > 0 && (
                <Items>
                  {message.items.map((item) => (
                    <li key={item.id}>
                      <strong>{item.title}</strong>
                      <ItemMeta>
                        <PriorityBadge priority={item.priority} />
                        <span>
                          {item.category} · due {formatDate(item.dueDate)} · {item.assignee}
                        </span>
                      </ItemMeta>
                    </li>
                  ))}
                </Items>
              )}
            </Bubble>
          ))}
        </Log>
        <Suggestions aria-label="Suggested questions">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>
              <Button size="sm" variant="outline" onClick={() => ask(suggestion)}>
                {suggestion}
              </Button>
            </li>
          ))}
        </Suggestions>
        <Composer onSubmit={onSubmit}>
          <Input
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-label="Message the assistant"
            placeholder="Ask about priorities, team, budget or agents…"
            autoComplete="off"
          />
          <Button type="submit" size="icon" aria-label="Send">
            <SendIcon />
          </Button>
        </Composer>
      </Body>
    </Panel>
  );
}

/* Above the page, below menus, dialogs and toasts. */
const Launcher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: -0.25rem;
  right: -0.25rem;
  display: grid;
  place-items: center;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Panel = styled.div<{ $isMinimised: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-direction: column;
  width: min(24rem, calc(100vw - 2rem));
  height: ${({ $isMinimised }) => ($isMinimised ? 'auto' : `${ASSISTANT_PANEL_HEIGHT_PX}px`)};
  max-height: calc(100dvh - 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;

  ${({ theme }) => theme.media.sm} {
    right: ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const HeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.9;
`;

const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgb(255 255 255 / 0.15);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: 1px;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;

  &[hidden] {
    display: none;
  }
`;

const Log = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Bubble = styled.div<{ $from: Message['from'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 90%;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  align-self: ${({ $from }) => ($from === 'user' ? 'flex-end' : 'flex-start')};
  background: ${({ theme, $from }) =>
    $from === 'user' ? theme.colors.primary : theme.colors.surface};
  color: ${({ theme, $from }) => ($from === 'user' ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid
    ${({ theme, $from }) => ($from === 'user' ? theme.colors.primary : theme.colors.border)};

  p {
    margin: 0;
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ItemMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
