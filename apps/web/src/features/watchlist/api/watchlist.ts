import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Watchlist, WatchlistIds } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { fromServerAnswer } from '@/lib/server-data';

// Watchlist: kept on the server, so every device of the member shows the same hearts.
const watchlistKey = ['watchlist'] as const;
const watchlistIdsKey = [...watchlistKey, 'ids'] as const;

export function useWatchlist() {
  return useQuery(
    queryOptions({
      queryKey: [...watchlistKey, 'items'],
      queryFn: ({ signal }): Promise<Watchlist> => apiFetch<Watchlist>('/watchlist', { signal }),
    }),
  );
}

/** The watched ids, for the hearts. A member's /search arrives with them. */
export function watchlistIdsQueryOptions() {
  return queryOptions({
    queryKey: watchlistIdsKey,
    queryFn: ({ signal }): Promise<WatchlistIds> => apiFetch<WatchlistIds>('/watchlist/ids', { signal }),
    staleTime: 60_000,
    ...fromServerAnswer<WatchlistIds>(watchlistIdsKey),
  });
}

/** The watched ids; only asked for when the member may see prices. */
export function useWatchlistIds(enabled: boolean) {
  return useQuery({ ...watchlistIdsQueryOptions(), enabled });
}

export function useSetWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, watched }: { vehicleId: number; watched: boolean }) =>
      apiFetch(`/watchlist/${vehicleId}`, { method: watched ? 'PUT' : 'DELETE' }),
    // The heart turns at once; a refused change is put back when the ids are read again.
    onMutate: ({ vehicleId, watched }) => {
      queryClient.setQueryData<WatchlistIds>(watchlistIdsKey, (ids) =>
        ids
          ? {
              vehicleIds: watched
                ? [...new Set([...ids.vehicleIds, vehicleId])]
                : ids.vehicleIds.filter((id) => id !== vehicleId),
            }
          : ids,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKey }),
  });
}
