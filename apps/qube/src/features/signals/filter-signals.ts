import type { Signal } from '@q/schemas/executive';
import { ALL, type SignalFilters } from '../../lib/signals-search';

/**
 * The signals that pass every filter: the search (case-insensitive, on title or summary), the
 * category and the priority ('All' lets everything through). Surrounding spaces of the search
 * are ignored.
 */
export function filterSignals<
  T extends Pick<Signal, 'title' | 'summary' | 'category' | 'priority'>,
>(signals: readonly T[], { q, category, priority }: SignalFilters): T[] {
  const needle = q.trim().toLowerCase();
  return signals.filter(
    (signal) =>
      (category === ALL || signal.category === category) &&
      (priority === ALL || signal.priority === priority) &&
      (needle === '' ||
        signal.title.toLowerCase().includes(needle) ||
        signal.summary.toLowerCase().includes(needle)),
  );
}

/** Whether any filter narrows the list. */
export function hasActiveFilters({ q, category, priority }: SignalFilters): boolean {
  return q.trim() !== '' || category !== ALL || priority !== ALL;
}

/** The first `limit` tags and how many more there are (docs/behaviour.md §9: 2, plus +N). */
export function visibleTags(tags: readonly string[], limit: number) {
  return {
    shown: tags.slice(0, Math.max(0, limit)),
    hiddenCount: Math.max(0, tags.length - limit),
  };
}
