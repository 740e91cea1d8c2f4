import type { DataSourceState } from '@q/schemas/enums';
import { type QueryClient, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { dataSourceState, usesStoredSource } from './data-source';

type SourceQuery<T> = UseQueryOptions<T[], Error, T[], readonly unknown[]>;

export interface LiveOrStored<L, S> {
  source: DataSourceState;
  live: L[] | undefined;
  stored: S[] | undefined;
  isLoading: boolean;
  isStoredError: boolean;
}

/**
 * Workday first (docs/behaviour.md §7): ask the live source once; when it answers nothing (or
 * fails), fetch the stored copy. The badge state says which one is shown.
 */
export function useLiveOrStored<L, S>(
  liveQuery: SourceQuery<L>,
  storedQuery: SourceQuery<S>,
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

/**
 * The same rule ahead of the widget: asks the live source and, once it answers nothing or fails,
 * the stored copy, into the cache the widget then reads. Never rejects; a failure stays in the
 * cache for the widget to show.
 */
export async function prefetchLiveOrStored<L, S>(
  queryClient: QueryClient,
  liveQuery: SourceQuery<L>,
  storedQuery: SourceQuery<S>,
): Promise<void> {
  const source = await queryClient.fetchQuery(liveQuery).then(
    (data) => dataSourceState({ status: 'success', fetchStatus: 'idle', count: data.length }),
    (): DataSourceState => 'error',
  );
  if (usesStoredSource(source)) await queryClient.prefetchQuery(storedQuery);
}
