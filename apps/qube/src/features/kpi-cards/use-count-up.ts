import { usePrefersReducedMotion } from '@q/ui';
import { useEffect, useState } from 'react';
import { countUpValue } from './kpi-rules';

/**
 * A number that counts up from 0 to `target`, starting `delayMs` after mount and taking
 * `durationMs`. With reduced motion asked for, it is `target` from the start; once `isStopped`
 * (the reader hovered or focused it), it jumps to `target` and stays still.
 */
export function useCountUp(
  target: number,
  delayMs: number,
  durationMs: number,
  isStopped = false,
): number {
  const prefersStill = usePrefersReducedMotion();
  const isStill = prefersStill || isStopped;
  const [value, setValue] = useState(isStill ? target : 0);

  useEffect(() => {
    if (isStill) {
      setValue(target);
      return;
    }
    setValue(0);
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(step);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [target, delayMs, durationMs, isStill]);

  return value;
}
