import type { DataSourceState } from '@q/schemas/enums';

/** What the live source query looks like, as far as the data-source badge cares. */
export interface LiveSourceStatus {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** How many records the live source answered (when it answered). */
  count: number | undefined;
}

/**
 * The data-source badge state (docs/behaviour.md §4): Live when the live source (Workday) answered
 * records, fallback when it answered none, loading while it is asked, error when it failed, unknown
 * when it has not been asked (offline, paused).
 */
export function dataSourceState({ status, fetchStatus, count }: LiveSourceStatus): DataSourceState {
  if (status === 'error') return 'error';
  if (status === 'pending') return fetchStatus === 'fetching' ? 'loading' : 'unknown';
  if (count === undefined) return 'unknown';
  return count > 0 ? 'connected' : 'fallback';
}

/** Whether the stored copy is needed: the live source answered nothing or failed. */
export function usesStoredSource(state: DataSourceState): boolean {
  return state === 'fallback' || state === 'error';
}

export const DATA_SOURCE_LABELS: Record<DataSourceState, string> = {
  connected: 'Live',
  loading: 'Checking source…',
  fallback: 'Stored: service not configured',
  error: 'Live source unavailable',
  unknown: 'Source unknown',
};
