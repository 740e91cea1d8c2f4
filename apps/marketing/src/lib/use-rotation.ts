import { usePrefersReducedMotion } from '@q/ui';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { isAutoRotating, nextIndex } from './rotation';

export interface UseRotationOptions {
  count: number;
  intervalMs: number;
}

export interface Rotation {
  index: number;
  /** Shows item `index`; the next automatic step comes a full interval later. */
  select: (index: number) => void;
  /** Whether it is advancing on its own right now. */
  isRotating: boolean;
  /** Stopped by the visitor with the pause button. */
  isStopped: boolean;
  toggleStopped: () => void;
  /** Whether the visitor asked for reduced motion (then it never advances on its own). */
  prefersReducedMotion: boolean;
  /** Spread on the rotating region: hovering it or focusing inside it pauses the rotation. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * One item of `count` at a time, advancing every `intervalMs` (the landing headline, the product
 * carousels). It pauses while hovered or focused, stops on request, and never moves on its own
 * for visitors who prefer reduced motion.
 */
export function useRotation({ count, intervalMs }: UseRotationOptions): Rotation {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRotating = isAutoRotating({
    count,
    isHovered,
    isFocused,
    isStopped,
    prefersReducedMotion,
  });

  // A fresh timer per shown item, so a click restarts the full interval.
  useEffect(() => {
    if (!isRotating) return;
    const timer = setTimeout(() => setIndex(nextIndex(index, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [index, isRotating, count, intervalMs]);

  const select = useCallback((next: number) => setIndex(next), []);
  const toggleStopped = useCallback(() => setIsStopped((stopped) => !stopped), []);

  return {
    index: index < count ? index : 0,
    select,
    isRotating,
    isStopped,
    toggleStopped,
    prefersReducedMotion,
    pauseHandlers: {
      onMouseEnter: () => setIsHovered(true),
      onMouseLeave: () => setIsHovered(false),
      onFocus: () => setIsFocused(true),
      onBlur: (event) => {
        // Focus moving between controls inside the region keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
      },
    },
  };
}
