import type { SignalCategory, SignalPriority } from '@q/schemas/enums';
import * as z from 'zod/mini';

/** The filter value that lets everything through. */
export const ALL = 'All';

/**
 * The signal categories of the executive copy, in the order the filter lists them. A test keeps
 * them equal to `ZSignalCategory`; the list is spelled out so that the full zod build stays out
 * of the first JavaScript of every page (the search is checked with `zod/mini`).
 */
export const SIGNAL_CATEGORIES = [
  'Market Intelligence',
  'Market',
  'Sales Performance',
  'Sales',
  'Product',
  'People Operations',
  'Finance',
] as const satisfies readonly SignalCategory[];

export const SIGNAL_PRIORITIES = [
  'High',
  'Medium',
  'Low',
] as const satisfies readonly SignalPriority[];

export type CategoryFilter = SignalCategory | typeof ALL;
export type PriorityFilter = SignalPriority | typeof ALL;

/** The filters of /qube/signals, kept in the URL so a filtered view can be shared. */
export interface SignalFilters {
  /** Search text, matched against title and summary. */
  q: string;
  category: CategoryFilter;
  priority: PriorityFilter;
}

export const SIGNAL_FILTER_DEFAULTS: SignalFilters = { q: '', category: ALL, priority: ALL };

const SEARCH_MAX_LENGTH = 200;

const ZSignalsSearch = z.object({
  // The router reads `?q=2025` as a number: searching for digits is still a search.
  q: z.catch(
    z.pipe(
      z.union([z.string().check(z.maxLength(SEARCH_MAX_LENGTH)), z.number()]),
      z.transform((value) => String(value)),
    ),
    '',
  ),
  category: z.catch(z.enum([ALL, ...SIGNAL_CATEGORIES]), ALL),
  priority: z.catch(z.enum([ALL, ...SIGNAL_PRIORITIES]), ALL),
});

/** The filters named by a URL's search params; a missing or unknown value falls back to 'All'. */
export function parseSignalsSearch(search: Record<string, unknown>): SignalFilters {
  return ZSignalsSearch.parse(search);
}
