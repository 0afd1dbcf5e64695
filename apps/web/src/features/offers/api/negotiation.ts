import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOffers, OfferStepResponse, OfferThread } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { myOffersQueryKey } from './get-my-offers';

// The negotiation. The dealer's side under /vehicle-auction/my-offers/:id, the sales
// team's under /admin/offers. Every step answers { status, message, purchaseId }.

export type OfferSide = 'dealer' | 'staff';

const threadPath = (side: OfferSide, id: number) =>
  side === 'dealer' ? `/vehicle-auction/my-offers/${id}` : `/admin/offers/${id}`;

export const offerThreadQueryKey = (side: OfferSide, id: number) => ['offers', side, 'thread', id] as const;
export const adminOffersQueryKey = ['staff', 'offers'] as const;

export function useOfferThread(side: OfferSide, id: number) {
  return useQuery(
    queryOptions({
      queryKey: offerThreadQueryKey(side, id),
      queryFn: ({ signal }): Promise<OfferThread> => apiFetch<OfferThread>(threadPath(side, id), { signal }),
    }),
  );
}

/** A page of the sales team's inbox: offers of `status` (open, all or one state), oldest first. */
export function useAdminOffers(status: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...adminOffersQueryKey, status, page],
      queryFn: ({ signal }): Promise<AdminOffers> =>
        apiFetch<AdminOffers>('/admin/offers', { query: { status, page }, signal }),
      // New offers arrive while the page is open.
      refetchInterval: 30_000,
      // The old page stays on screen while the next one loads (no flashing skeleton when paging).
      placeholderData: keepPreviousData,
    }),
  );
}

export type OfferStep = 'accept' | 'counter' | 'decline' | 'reoffer' | 'withdraw';

export function useOfferStep(side: OfferSide, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      step,
      body,
    }: {
      step: OfferStep;
      body: Record<string, string>;
    }): Promise<OfferStepResponse> =>
      apiFetch<OfferStepResponse>(`${threadPath(side, id)}/${step}`, { method: 'POST', body }),
    // Refused steps refresh too: the offer changed under the person (a new counter, a closed offer).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['offers'] }),
        queryClient.invalidateQueries({ queryKey: adminOffersQueryKey }),
        queryClient.invalidateQueries({ queryKey: myOffersQueryKey }),
      ]),
  });
}
