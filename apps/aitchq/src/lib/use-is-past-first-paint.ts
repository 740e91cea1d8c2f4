import { afterNextPaint } from '@q/ui';
import { startTransition, useEffect, useRef, useState } from 'react';

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Runs `callback` once the page's first content has been shown: when the browser reports its
 * first contentful paint (on a page that has shown content already, such as after an in-app
 * navigation, after the next paint). Where paint timing is not reported, after the next paint.
 * Returns a canceller.
 */
export function afterFirstContentfulPaint(callback: () => void): () => void {
  const isReported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  const hasPainted = performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;
  if (!isReported || hasPainted) {
    return afterNextPaint(callback);
  }
  let cancelPaint: (() => void) | undefined;
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) return;
    observer.disconnect();
    cancelPaint = afterNextPaint(callback);
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    observer.disconnect();
    cancelPaint?.();
  };
}

/**
 * False until the component's first render has been shown (`afterFirstContentfulPaint`) and what
 * `onPast` started then (the rest's code and data) has settled; then true, in a transition. A long page renders what its
 * first screen shows at once and the rest behind this, so that the top shows without waiting for
 * the whole page to be built, and the rest's requests do not queue ahead of the top's.
 */
export function useIsPastFirstPaint(onPast?: () => Promise<unknown> | undefined): boolean {
  const [isPast, setIsPast] = useState(false);
  const onPastRef = useRef(onPast);
  onPastRef.current = onPast;
  useEffect(() => {
    let isActive = true;
    const cancel = afterFirstContentfulPaint(() => {
      // A failure is not this hook's to show: the rest renders, and its error boundary says why.
      void Promise.resolve(onPastRef.current?.())
        .catch(() => undefined)
        .then(() => {
          if (isActive) startTransition(() => setIsPast(true));
        });
    });
    return () => {
      isActive = false;
      cancel();
    };
  }, []);
  return isPast;
}
