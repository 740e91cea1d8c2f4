/** The first `limit` items and how many more are left out (shown as '+N'). */
export interface LimitedList<T> {
  shown: T[];
  hiddenCount: number;
}

/** Keeps the first `limit` items; the rest are counted, not shown. */
export function limitList<T>(items: readonly T[], limit: number): LimitedList<T> {
  const shown = items.slice(0, Math.max(0, limit));
  return { shown, hiddenCount: items.length - shown.length };
}

/** The '+N' text of a shortened list; empty when nothing is left out. */
export function moreLabel(hiddenCount: number): string {
  return hiddenCount > 0 ? `+${hiddenCount}` : '';
}
