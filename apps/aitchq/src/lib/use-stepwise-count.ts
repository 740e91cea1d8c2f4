import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to render: from one, one more per step, each a transition started
 * in a task of its own once the one before has been committed. A long list of heavy parts is so
 * built in slices and committed in several short tasks rather than one long one: the browser
 * paints and answers input between them.
 */
export function useStepwiseCount(total: number): number {
  const [count, setCount] = useState(Math.min(1, total));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => {
      startTransition(() => setCount((shown) => Math.min(shown + 1, total)));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count;
}
