import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearch,
  SavedSearchCreate,
  SavedSearchCreated,
  SavedSearchList,
  SavedSearchUpdate,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// Saved searches and their alerts.
const savedSearchesKey = ['saved-searches'] as const;

export function useSavedSearches() {
  return useQuery(
    queryOptions({
      queryKey: savedSearchesKey,
      queryFn: ({ signal }): Promise<SavedSearchList> =>
        apiFetch<SavedSearchList>('/saved-searches', { signal }),
    }),
  );
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchCreate): Promise<SavedSearchCreated> =>
      apiFetch<SavedSearchCreated>('/saved-searches', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: SavedSearchUpdate & { id: number }): Promise<SavedSearch> =>
      apiFetch<SavedSearch>(`/saved-searches/${id}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** Marks the search opened (its new matches start again from zero); the page then runs its query. */
export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<SavedSearch> =>
      apiFetch<SavedSearch>(`/saved-searches/${id}/open`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/saved-searches/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
