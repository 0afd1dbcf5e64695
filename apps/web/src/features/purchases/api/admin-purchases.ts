import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPurchaseDetail, AdminPurchaseList, PurchaseBooking, PurchaseStageMove } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// The sales team's purchases (issue 12): GET /api/admin/purchases(/:id), POST .../stage and .../booking.
export const adminPurchasesQueryKey = ['staff', 'purchases'] as const;

export function useAdminPurchases(stage: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminPurchasesQueryKey, 'list', stage],
      queryFn: ({ signal }): Promise<AdminPurchaseList> =>
        apiFetch<AdminPurchaseList>(`/admin/purchases?stage=${encodeURIComponent(stage)}`, {
          signal,
        }),
    }),
  );
}

export function useAdminPurchase(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...adminPurchasesQueryKey, id],
      queryFn: ({ signal }): Promise<AdminPurchaseDetail> =>
        apiFetch<AdminPurchaseDetail>(`/admin/purchases/${id}`, { signal }),
    }),
  );
}

function useAdminPurchaseChange<Body>(id: number, path: 'stage' | 'booking') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body): Promise<AdminPurchaseDetail> =>
      apiFetch<AdminPurchaseDetail>(`/admin/purchases/${id}/${path}`, { method: 'POST', body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData([...adminPurchasesQueryKey, id], detail);
      await queryClient.invalidateQueries({ queryKey: [...adminPurchasesQueryKey, 'list'] });
    },
  });
}

export const useMoveStage = (id: number) => useAdminPurchaseChange<PurchaseStageMove>(id, 'stage');
export const useBookVoyage = (id: number) => useAdminPurchaseChange<PurchaseBooking>(id, 'booking');
