import type { AssistantActionItem } from '@q/schemas/manager';
import { Button, formatDate, PriorityBadge, SampleDataBadge } from '@q/ui';
import { useId } from 'react';
import { ChevronUpIcon, CloseIcon, MinusIcon, SendIcon, SparklesIcon } from '../../lib/icons';
import * as S from './styled';
import { useAssistant } from './use-assistant';

/** One-tap questions, one per reply topic. */
const SUGGESTIONS = ["What's urgent?", 'Team issues', 'Budget items', 'Agent performance'];

export interface FloatingAssistantProps {
  /** The day the sample due dates are counted from. */
  today: Date;
  /** The action items it helps with; the fixed seven by default. */
  items?: readonly AssistantActionItem[];
}

/**
 * The floating AI assistant (docs/behaviour.md §2, §4, §5): a round button with the count of
 * high-priority items opens a chat panel that answers in the page, by keywords. The panel is a
 * non-modal dialog: focus moves into it, Escape closes it and focus returns to the button.
 */
export function FloatingAssistant({ today, items }: FloatingAssistantProps) {
  const assistant = useAssistant({ today, items });
  const { urgent, state } = assistant;
  const titleId = useId();
  const countId = useId();

  if (state === 'closed') {
    return (
      <S.Launcher
        ref={assistant.launcherRef}
        type="button"
        aria-label={`Open AI assistant, ${urgent} high-priority ${urgent === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        onClick={assistant.open}
      >
        <SparklesIcon size={26} />
        {urgent > 0 && <S.Count aria-hidden="true">{urgent}</S.Count>}
      </S.Launcher>
    );
  }

  const isMinimised = state === 'minimised';
  return (
    <S.Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={countId}
      $isMinimised={isMinimised}
      onKeyDown={assistant.onKeyDown}
      data-ui="assistant-panel"
      data-state={state}
    >
      <S.Header>
        <SparklesIcon size={20} />
        <S.HeaderText>
          <S.Title id={titleId}>AI Assistant</S.Title>
          <S.Subtitle id={countId}>
            {urgent} high-priority {urgent === 1 ? 'item' : 'items'}
          </S.Subtitle>
        </S.HeaderText>
        <S.HeaderBadge>
          <SampleDataBadge source="your HRIS, ATS, finance system and agent platforms" />
        </S.HeaderBadge>
        <S.IconButton
          type="button"
          aria-label={isMinimised ? 'Expand assistant' : 'Minimise assistant'}
          aria-expanded={!isMinimised}
          onClick={assistant.toggleMinimised}
        >
          {isMinimised ? <ChevronUpIcon /> : <MinusIcon />}
        </S.IconButton>
        <S.IconButton type="button" aria-label="Close assistant" onClick={assistant.close}>
          <CloseIcon />
        </S.IconButton>
      </S.Header>
      <S.Body hidden={isMinimised}>
        <S.Log
          ref={assistant.logRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          tabIndex={0}
        >
          {assistant.messages.map((message) => (
            <S.Bubble key={message.id} $from={message.from} data-from={message.from}>
              <p>{message.text}</p>
              {message.items.length > 0 && (
                <S.Items>
                  {message.items.map((item) => (
                    <li key={item.id}>
                      <strong>{item.title}</strong>
                      <S.ItemMeta>
                        <PriorityBadge priority={item.priority} />
                        <span>
                          {item.category} · due {formatDate(item.dueDate)} · {item.assignee}
                        </span>
                      </S.ItemMeta>
                    </li>
                  ))}
                </S.Items>
              )}
            </S.Bubble>
          ))}
        </S.Log>
        <S.Suggestions aria-label="Suggested questions">
          {SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>
              <Button size="sm" variant="outline" onClick={() => assistant.ask(suggestion)}>
                {suggestion}
              </Button>
            </li>
          ))}
        </S.Suggestions>
        <S.Composer onSubmit={assistant.onSubmit}>
          <S.Input
            ref={assistant.inputRef}
            value={assistant.draft}
            onChange={(event) => assistant.setDraft(event.target.value)}
            aria-label="Message the assistant"
            placeholder="Ask about priorities, team, budget or agents…"
            autoComplete="off"
          />
          <Button type="submit" size="icon" aria-label="Send">
            <SendIcon />
          </Button>
        </S.Composer>
      </S.Body>
    </S.Panel>
  );
}
