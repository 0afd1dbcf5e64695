import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPurchaseDetail,
  AdminPurchaseList,
  PurchaseBooking,
  PurchaseCancel,
  PurchaseStageMove,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// The sales team's purchases: GET /api/admin/purchases(/:id), POST .../stage, .../booking
// and .../cancel.
export const adminPurchasesQueryKey = ['staff', 'purchases'] as const;

/** A page of every purchase (or those at `stage`), newest first. */
export function useAdminPurchases(stage: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...adminPurchasesQueryKey, 'list', stage, page],
      queryFn: ({ signal }): Promise<AdminPurchaseList> =>
        apiFetch<AdminPurchaseList>('/admin/purchases', { query: { stage, page }, signal }),
      // The old page stays on screen while the next one loads (no flashing skeleton when paging).
      placeholderData: keepPreviousData,
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

/** `onChanged`: what else the step changed on the page (a cancellation voids the invoices). */
function useAdminPurchaseChange<Body>(
  id: number,
  path: 'stage' | 'booking' | 'cancel',
  onChanged?: () => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body): Promise<AdminPurchaseDetail> =>
      apiFetch<AdminPurchaseDetail>(`/admin/purchases/${id}/${path}`, { method: 'POST', body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData([...adminPurchasesQueryKey, id], detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminPurchasesQueryKey, 'list'] }),
        onChanged?.(),
      ]);
    },
  });
}

export const useMoveStage = (id: number) => useAdminPurchaseChange<PurchaseStageMove>(id, 'stage');
export const useBookVoyage = (id: number) => useAdminPurchaseChange<PurchaseBooking>(id, 'booking');
export const useCancelPurchase = (id: number, onChanged?: () => Promise<unknown>) =>
  useAdminPurchaseChange<PurchaseCancel>(id, 'cancel', onChanged);
