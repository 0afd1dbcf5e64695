import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseDetail, PurchaseList, PurchaseParties } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/purchases, GET/PATCH /api/purchases/:id: the company's purchases and deal page.
export const purchasesQueryKey = ['purchases'] as const;

export function usePurchases() {
  return useQuery(
    queryOptions({
      queryKey: purchasesQueryKey,
      queryFn: ({ signal }): Promise<PurchaseList> => apiFetch<PurchaseList>('/purchases', { signal }),
    }),
  );
}

export function usePurchase(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...purchasesQueryKey, id],
      queryFn: ({ signal }): Promise<PurchaseDetail> =>
        apiFetch<PurchaseDetail>(`/purchases/${id}`, { signal }),
    }),
  );
}

export function useUpdatePurchaseParties(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseParties): Promise<PurchaseDetail> =>
      apiFetch<PurchaseDetail>(`/purchases/${id}`, { method: 'PATCH', body }),
    onSuccess: (detail) => queryClient.setQueryData([...purchasesQueryKey, id], detail),
  });
}
