import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { BadgeProps } from '../badge';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants';
import * as S from './styled';

/**
 * When the pointer last left an open explanation: another one hovered within the skip delay opens
 * at once.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** The least room kept between an open explanation and the edges of the window, in pixels. */
const EDGE_ROOM_PX = 8;

/**
 * How far to move an explanation sideways so that it stays in the window: right when it starts
 * left of the window's edge, left when it ends past the other one, nothing when it fits.
 */
export function shiftIntoView(
  box: { left: number; right: number },
  windowWidth: number,
  room = EDGE_ROOM_PX,
): number {
  if (box.left < room) return room - box.left;
  if (box.right > windowWidth - room)
    return Math.max(room - box.left, windowWidth - room - box.right);
  return 0;
}

/**
 * How long a pointer rests on a badge before its explanation opens (docs/behaviour.md §9: 700 ms,
 * skip 300).
 */
export function hintDelay(now: number, closedAt: number): number {
  return now - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

export interface ExplainedBadgeProps extends BadgeProps {
  /** What the badge means, shown on hover (after the tooltip delay) and keyboard focus. */
  explanation: string;
  /** Which edge of the badge the explanation lines up with: its end (the default) or start. */
  align?: 'start' | 'end';
}

/**
 * A badge that explains itself: it takes keyboard focus, is described by its explanation at all
 * times (so a screen reader reads it with the badge), and shows it as a tooltip on hover after the
 * tooltip delay and on focus, until the pointer leaves, focus moves on or Escape is pressed.
 *
 * Unlike `DeferredTooltip`, the badge is one element from the server's markup on: nothing is
 * swapped in when tooltip code arrives, so focus and a reference to the badge stay valid. The
 * explanation sits in the badge's own box, below it, and needs no positioning code.
 */
export function ExplainedBadge({
  explanation,
  align = 'end',
  variant = 'default',
  children,
  onFocus,
  onBlur,
  onKeyDown,
  ...badge
}: ExplainedBadgeProps) {
  const hintId = useId();
  const hint = useRef<HTMLSpanElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Placed under the badge, the explanation may reach past the window's edge (a badge near the
  // edge of a narrow screen): once shown, it is moved back in.
  useLayoutEffect(() => {
    const element = hint.current;
    if (!isOpen || !element) return;
    element.style.translate = '';
    const shift = shiftIntoView(
      element.getBoundingClientRect(),
      document.documentElement.clientWidth,
    );
    if (shift !== 0) element.style.translate = `${shift}px 0`;
  }, [isOpen]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const open = useCallback(() => {
    stopTimer();
    setIsOpen(true);
  }, [stopTimer]);
  const close = useCallback(() => {
    stopTimer();
    setIsOpen(false);
  }, [stopTimer]);
  const onPointerLeave = () => {
    // Moving on to the next badge: its explanation opens at once (the skip delay).
    if (isOpen) lastClosedAt = Date.now();
    close();
  };
  useEffect(() => stopTimer, [stopTimer]);

  const onPointerMove = (event: PointerEvent) => {
    // A touch shows the explanation by focusing the badge; hover is a mouse's.
    if (event.pointerType !== 'mouse' || isOpen || timer.current) return;
    const delay = hintDelay(Date.now(), lastClosedAt);
    if (delay === 0) open();
    else timer.current = setTimeout(open, delay);
  };

  return (
    <S.Root onPointerMove={onPointerMove} onPointerLeave={onPointerLeave}>
      <S.Trigger
        {...badge}
        $variant={variant}
        tabIndex={0}
        aria-describedby={hintId}
        onFocus={(event: FocusEvent<HTMLSpanElement>) => {
          open();
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLSpanElement>) => {
          close();
          onBlur?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            close();
          }
          onKeyDown?.(event);
        }}
      >
        {children}
      </S.Trigger>
      <S.Hint ref={hint} id={hintId} role="tooltip" hidden={!isOpen} $align={align}>
        {explanation}
      </S.Hint>
    </S.Root>
  );
}
