import { useSyncExternalStore } from 'react';

/** How often the shared clock of relative times ('4 min ago') moves on. */
export const NOW_TICK_MS = 30_000;

/*
 * One clock for every relative time on a page: a single timer, running only while a component
 * reads it. The snapshot is a number, so React sees the same value until the clock ticks.
 */
let current = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    // The clock stood still while nobody read it; React reads the snapshot again after this.
    current = Date.now();
    timer = setInterval(tick, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => current;
// On the server, the render's own time (to the second, so repeated reads agree); in the browser
// while it takes a server page over, the clock as it stands (see ClockText for the markup).
const getServerSnapshot = () =>
  typeof window === 'undefined' ? Math.floor(Date.now() / 1000) * 1000 : current;

/** The current time for relative wording, moving on every 30 s while shown. */
export function useNow(): Date {
  return new Date(useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot));
}

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server or takes server markup over in the browser (hydrates),
 * false from then on and in any render the browser makes on its own.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
