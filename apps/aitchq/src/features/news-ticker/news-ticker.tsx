import { newsTickerQuery } from '@q/api-client';
import type { NewsType } from '@q/schemas/enums';
import { Badge, Button, Skeleton, VisuallyHidden } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { type FocusEvent, useEffect, useId, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { TICKER_ROTATION_MS } from '../../lib/constants';
import { ExternalLinkIcon, LightbulbIcon } from '../../lib/icons';
import { nextTickerIndex, shouldRotate, visibleTickerIndex } from './ticker-rules';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const TYPE_LABELS: Record<NewsType, string> = {
  leadership: 'Leadership',
  'ai-tips': 'AI tips',
  domain: 'Domain',
  industry: 'Industry',
  prompt: 'Prompt',
};

/** Today's Insights: a news ticker that moves on every 8 s; its dots jump to an item. */
export function NewsTicker() {
  const { data, status } = useQuery(newsTickerQuery());
  const items = data ?? [];
  const [storedIndex, setIndex] = useState(0);
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
  }, [isRotating, count]);

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
    >
      <Label id={titleId}>
        <LightbulbIcon size={16} />
        <span>Today's Insights</span>
      </Label>
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
            $animate={!prefersReducedMotion}
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
      {count > 1 && (
        <Controls>
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
        </Controls>
      )}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.primarySubtle};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
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

const Slot = styled.div`
  flex: 1 1 20rem;
  min-width: 0;
`;

const slideIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(4px);
  }
`;

const Item = styled.article<{ $animate: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ $animate, theme }) =>
    $animate &&
    css`
      animation: ${slideIn} ${theme.durations.slow} ease-out;
    `}
`;

const Content = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Source = styled.a`
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

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
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
    background: ${({ theme, $isActive }) =>
      $isActive ? theme.colors.primary : theme.colors.borderStrong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;
