import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

/** GET /api/account/profile: the member's own contact details. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>('/account/profile', { ...(signal ? { signal } : {}) });
}

export const profileQueryKey = ['account', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export const useProfile = () => useQuery(profileQueryOptions());

/** PUT /api/account/profile. */
export function updateProfile(input: ProfileUpdate): Promise<Profile> {
  return apiFetch<Profile>('/account/profile', { method: 'PUT', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
