/**
 * The ticker's next item (docs/behaviour.md §4): one step on, wrapping to the first after the last.
 */
export function nextTickerIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The item shown for a stored index, kept in range when the list shrinks after a refetch. */
export function visibleTickerIndex(index: number, count: number): number {
  return count > 0 ? index % count : 0;
}

/**
 * Whether the ticker moves on by itself: only with more than one item, while nobody hovers or
 * focuses it or paused it, and never for people who ask for reduced motion.
 */
export function shouldRotate({
  count,
  isPaused,
  prefersReducedMotion,
}: {
  count: number;
  isPaused: boolean;
  prefersReducedMotion: boolean;
}): boolean {
  return count > 1 && !isPaused && !prefersReducedMotion;
}
