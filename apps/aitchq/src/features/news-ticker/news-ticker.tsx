import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { NewsType } from '@q/schemas/enums';
import {
  Badge,
  Button,
  SampleDataBadge,
  Skeleton,
  usePrefersReducedMotion,
  VisuallyHidden,
} from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import {
  type FocusEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TICKER_ROTATION_MS } from '../../lib/constants';
import { ExternalLinkIcon, LightbulbIcon } from '../../lib/icons';
import { nextTickerIndex, shouldRotate, visibleTickerIndex } from './ticker-rules';

const TYPE_LABELS: Record<NewsType, string> = {
  leadership: 'Leadership',
  'ai-tips': 'AI tips',
  domain: 'Domain',
  industry: 'Industry',
  prompt: 'Prompt',
};

/** Today's Insights: a news ticker that moves on every 8 s; its dots jump to an item. */
export function NewsTicker() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.newsTicker));
  const items = data ?? [];
  const [storedIndex, setStoredIndex] = useState(0);
  // The first item shows at once; only moving on (by the timer or a dot) slides the next in.
  const [hasMoved, setHasMoved] = useState(false);
  const setIndex = useCallback((next: SetStateAction<number>) => {
    setHasMoved(true);
    setStoredIndex(next);
  }, []);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const count = items.length;
  const isRotating = shouldRotate({
    count,
    isPaused: isHovered || isFocused || isPausedByUser,
    prefersReducedMotion,
  });

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(
      () => setIndex((current) => nextTickerIndex(visibleTickerIndex(current, count), count)),
      TICKER_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [isRotating, count, setIndex]);

  const index = visibleTickerIndex(storedIndex, count);
  const item = items[index];
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
  };

  return (
    <Bar
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={onBlur}
      data-ui="widget"
    >
      <Head>
        <Label id={titleId}>
          <LightbulbIcon size={16} />
          <span>Today's Insights</span>
        </Label>
        <SampleDataBadge source="leadership, AI and industry news feeds" align="start" />
      </Head>
      <Slot aria-live={isRotating ? 'off' : 'polite'}>
        {status === 'pending' && (
          <>
            <VisuallyHidden role="status">Loading today's insights</VisuallyHidden>
            <Skeleton height="1.25rem" />
          </>
        )}
        {status === 'error' && <Muted role="alert">Unable to load today's insights</Muted>}
        {status === 'success' && count === 0 && <Muted>No insights for today yet</Muted>}
        {item && (
          <Item
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            $animate={hasMoved && !prefersReducedMotion}
            key={item.id}
          >
            <Badge variant="info">{TYPE_LABELS[item.type]}</Badge>
            <strong>{item.title}</strong>
            <Content>{item.content}</Content>
            <Source href={item.url} target="_blank" rel="noopener noreferrer">
              {item.source}
              <ExternalLinkIcon size={12} />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </Source>
          </Item>
        )}
      </Slot>
      {/* Always laid out, so the controls arriving with the data do not push the page down. */}
      <Controls>
        {count > 1 && (
          <>
            <Dots>
              {items.map((news, dotIndex) => (
                <Dot
                  key={news.id}
                  type="button"
                  aria-label={`Show insight ${dotIndex + 1} of ${count}`}
                  aria-current={dotIndex === index ? 'true' : undefined}
                  $isActive={dotIndex === index}
                  onClick={() => setIndex(dotIndex)}
                />
              ))}
            </Dots>
            {!prefersReducedMotion && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setIsPausedByUser((paused) => !paused)}
              >
                {isPausedByUser ? 'Resume' : 'Pause'}
              </Button>
            )}
          </>
        )}
      </Controls>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.primarySubtle};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The title and, under it, where the items come from. */
const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

/**
 * Tall enough for any item (title and text are clamped below), so neither the data arriving nor
 * the rotation moves the page under the reader.
 */
const Slot = styled.div`
  flex: 1 1 20rem;
  min-width: 0;
  min-height: 8rem;

  ${({ theme }) => theme.media.sm} {
    min-height: 6.25rem;
  }
`;

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(4px);
  }
`;

const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

const Item = styled.article<{ $animate: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;

  & > strong {
    ${clampLines(2)}

    ${({ theme }) => theme.media.sm} {
      ${clampLines(1)}
    }
  }

  ${({ $animate, theme }) =>
    $animate &&
    css`
      animation: ${slideIn} ${theme.durations.slow} ease-out;
    `}
`;

const Content = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  ${clampLines(2)}
`;

const Source = styled.a`
  grid-column: 1 / -1;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/*
 * The dots and Pause take the same room before the items arrive as after, so nothing below moves:
 * a row of their own (two lines on a phone), and beside the item from the lg breakpoint.
 */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1 1 100%;
  min-height: 4.5rem;

  ${({ theme }) => theme.media.sm} {
    min-height: 2rem;
  }

  ${({ theme }) => theme.media.lg} {
    flex: 0 0 auto;
    min-width: 22rem;
  }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Dot = styled.button<{ $isActive: boolean }>`
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: ${({ $isActive }) => ($isActive ? '1rem' : '0.5rem')};
    height: 0.5rem;
    margin: auto;
    border-radius: ${({ theme }) => theme.radii.full};
    background-color: ${({ theme, $isActive }) =>
      $isActive ? theme.colors.primary : theme.colors.borderStrong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;
