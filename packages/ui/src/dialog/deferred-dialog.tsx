import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

// Radix Dialog and its focus, scroll-lock and dismiss layers weigh about 11 KB gzip; a dialog
// only ever opens after the user acts, so its code loads on first open, not with the page.
const loadDialog = () => import('./dialog');
const LazyDialog = lazy(() => loadDialog().then(({ Dialog }) => ({ default: Dialog })));
const LazySidePanel = lazy(() => loadDialog().then(({ SidePanel }) => ({ default: SidePanel })));

/** Renders nothing until first opened; from then on, the loaded component (so it can close). */
function useWasOpened(open: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  return wasOpened || open;
}

/**
 * A modal dialog in the middle of the screen. Focus stays inside while it is open; the X,
 * Escape or a click outside closes it, and focus returns to where it was. Its code loads the
 * first time it opens.
 */
export function Dialog(props: DialogProps) {
  if (!useWasOpened(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

/** A modal panel sliding in from the right edge, with the behaviour of `Dialog`. */
export function SidePanel(props: DialogProps) {
  if (!useWasOpened(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazySidePanel {...props} />
    </Suspense>
  );
}
