import { ASSISTANT_QUESTION_MAX } from '@q/api-client';
import type { AssistantActionItem } from '@q/schemas/manager';
import { Badge, Button, formatDate, PriorityBadge, SampleDataBadge } from '@q/ui';
import { useId } from 'react';
import { ChevronUpIcon, CloseIcon, MinusIcon, SendIcon, SparklesIcon } from '../../lib/icons';
import {
  CONNECTED_ANSWERS_LABEL,
  CONNECTED_SUGGESTIONS,
  LOOKING_UP,
  MODEL_NOT_CONFIGURED_HINT,
} from './connected-answer';
import { ConnectedAnswer } from './connected-answer-view';
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
 *
 * With data connected (signed in, the people or the openings synced) it asks the server instead,
 * which answers from the connected data, and its count is that of the high-priority insights
 * computed from it (see `useAssistant`).
 */
export function FloatingAssistant({ today, items }: FloatingAssistantProps) {
  const assistant = useAssistant({ today, items });
  const { urgent, state, isConnected } = assistant;
  const hintId = useId();
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
  const showModelHint = assistant.model === 'not-configured';
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
      <S.Header $hasLongBadge={isConnected}>
        <SparklesIcon size={20} />
        <S.HeaderText>
          <S.Title id={titleId}>AI Assistant</S.Title>
          <S.Subtitle id={countId}>
            {urgent} high-priority {urgent === 1 ? 'item' : 'items'}
          </S.Subtitle>
        </S.HeaderText>
        <S.HeaderBadge $onOwnLine={isConnected}>
          {isConnected ? (
            <Badge variant="success" data-ui="assistant-source">
              {CONNECTED_ANSWERS_LABEL}
            </Badge>
          ) : (
            <SampleDataBadge source="your HRIS, ATS, finance system and agent platforms" />
          )}
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
              {message.answer ? <ConnectedAnswer answer={message.answer} /> : <p>{message.text}</p>}
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
          {assistant.isWaiting && (
            <S.Bubble $from="assistant" data-from="assistant" data-state="loading">
              <S.Typing>
                <S.Dots aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </S.Dots>
                {LOOKING_UP}
              </S.Typing>
            </S.Bubble>
          )}
        </S.Log>
        <S.Suggestions aria-label="Suggested questions">
          {(isConnected ? CONNECTED_SUGGESTIONS : SUGGESTIONS).map((suggestion) => (
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
            aria-describedby={showModelHint ? hintId : undefined}
            placeholder={
              isConnected
                ? 'Ask about time off, your team, open roles or goals…'
                : 'Ask about priorities, team, budget or agents…'
            }
            maxLength={isConnected ? ASSISTANT_QUESTION_MAX : undefined}
            autoComplete="off"
          />
          <Button type="submit" size="icon" aria-label="Send">
            <SendIcon />
          </Button>
        </S.Composer>
        {showModelHint && <S.ComposerHint id={hintId}>{MODEL_NOT_CONFIGURED_HINT}</S.ComposerHint>}
      </S.Body>
    </S.Panel>
  );
}
