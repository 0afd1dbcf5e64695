import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { setStoredUser } from '@/lib/session';
import { currentUserQueryKey } from '@/lib/current-user';

/** POST /api/common-user/switch-account { currency }: prices the API returns follow the new account. */
export function switchAccount(currency: string): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/common-user/switch-account', {
    method: 'POST',
    body: { currency },
  });
}

export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: async (user) => {
      setStoredUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
      // Every price on screen was computed for the old account: drop them all.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'account' });
    },
  });
}
