import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyAccount, CurrencyAccountList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { fromServerAnswer } from '@/lib/server-data';
import { isSignedIn } from '@/lib/session';

/** §7 GET /common-user/get-all-accounts: the member's accounts with currency and forex. */
export function getAccounts(signal?: AbortSignal): Promise<CurrencyAccount[]> {
  return apiFetch<CurrencyAccountList>('/common-user/get-all-accounts', {
    ...(signal ? { signal } : {}),
  });
}

export const accountsQueryKey = ['account', 'accounts'] as const;

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: accountsQueryKey,
    queryFn: ({ signal }) => getAccounts(signal),
    staleTime: 5 * 60_000,
    // A member's page the server drew arrives with them.
    ...fromServerAnswer<CurrencyAccount[]>(accountsQueryKey),
  });
}

export function useAccounts() {
  return useQuery({ ...accountsQueryOptions(), enabled: isSignedIn() });
}
