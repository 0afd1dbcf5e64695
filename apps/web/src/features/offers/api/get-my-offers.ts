import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferHistory } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/vehicle-auction/my-offers: the member's offers, newest first (/my-account/my-offer-history).
export function getMyOffers(signal?: AbortSignal): Promise<OfferHistory> {
  return apiFetch<OfferHistory>('/vehicle-auction/my-offers', {
    ...(signal ? { signal } : {}),
  });
}

export const myOffersQueryKey = ['offers', 'mine'] as const;

export function myOffersQueryOptions() {
  return queryOptions({ queryKey: myOffersQueryKey, queryFn: ({ signal }) => getMyOffers(signal) });
}

export function useMyOffers() {
  return useQuery(myOffersQueryOptions());
}
