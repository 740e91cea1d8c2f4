import type { DataSourceState } from '@q/schemas/enums';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { dataSourceState, usesStoredSource } from './data-source';

export interface LiveOrStored<L, S> {
  source: DataSourceState;
  live: L[] | undefined;
  stored: S[] | undefined;
  isLoading: boolean;
  isStoredError: boolean;
}

/**
 * Workday first (SPEC §7): ask the live source once; when it answers nothing (or fails), fetch the
 * stored copy. The badge state says which one is shown.
 */
export function useLiveOrStored<L, S>(
  liveQuery: UseQueryOptions<L[], Error, L[], readonly unknown[]>,
  storedQuery: UseQueryOptions<S[], Error, S[], readonly unknown[]>,
): LiveOrStored<L, S> {
  const live = useQuery(liveQuery);
  const source = dataSourceState({
    status: live.status,
    fetchStatus: live.fetchStatus,
    count: live.data?.length,
  });
  const needsStored = usesStoredSource(source);
  const stored = useQuery({ ...storedQuery, enabled: needsStored });
  return {
    source,
    live: source === 'connected' ? live.data : undefined,
    stored: needsStored ? stored.data : undefined,
    isLoading: source === 'loading' || (needsStored && stored.status === 'pending'),
    isStoredError: needsStored && stored.status === 'error',
  };
}
