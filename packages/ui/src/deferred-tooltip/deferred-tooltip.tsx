import { lazy, Suspense } from 'react';
import type { TooltipProps, TooltipProviderProps } from '../tooltip/tooltip';

// Radix Tooltip and its positioning code weigh about 18 KB gzip: a page whose tooltips are only
// hints loads them after its first render instead of in its initial JavaScript.
const loadTooltip = () => import('../tooltip/tooltip');
const LazyTooltip = lazy(() => loadTooltip().then(({ Tooltip }) => ({ default: Tooltip })));
const LazyTooltipProvider = lazy(() =>
  loadTooltip().then(({ TooltipProvider }) => ({ default: TooltipProvider })),
);

/**
 * The kit's `Tooltip` (same props, same 700 ms delay), loaded after the first render. Until its
 * code arrives, a moment after the page shows, the trigger renders on its own, so nothing
 * shifts and the trigger is usable at once; give it a visible or accessible text of its own.
 */
export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <LazyTooltip {...props} />
    </Suspense>
  );
}

/** The kit's `TooltipProvider` (shared 700/300 ms delays) for a group of `DeferredTooltip`s. */
export function DeferredTooltipProvider({ children }: TooltipProviderProps) {
  return (
    <Suspense fallback={children}>
      <LazyTooltipProvider>{children}</LazyTooltipProvider>
    </Suspense>
  );
}
