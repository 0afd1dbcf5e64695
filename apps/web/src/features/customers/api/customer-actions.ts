import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail, CustomerUpdate, UserInvite, UserActivation } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { customerQueryKey } from './get-customer';
import { customersQueryKey } from './get-customers';

// The changes staff make to a company. Each answers the updated record, which replaces
// the cached one; the list is refetched because a status or name may have changed.

const post = (path: string, body?: unknown) =>
  apiFetch<CustomerDetail>(path, { method: 'POST', ...(body === undefined ? {} : { body }) });

export const updateCustomer = (id: number, input: CustomerUpdate) =>
  apiFetch<CustomerDetail>(`/admin/customers/${id}`, { method: 'PUT', body: input });
export const approveCustomer = (id: number) => post(`/admin/customers/${id}/approve`);
export const rejectCustomer = (id: number, reason: string) =>
  post(`/admin/customers/${id}/reject`, { reason });
export const addCurrencyAccount = (id: number, currency: string) =>
  post(`/admin/customers/${id}/currency-accounts`, { currency });
export const inviteCustomerUser = (id: number, input: UserInvite) =>
  post(`/admin/customers/${id}/users`, input);

function useCustomerMutation<TInput>(id: number, change: (input: TInput) => Promise<CustomerDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerQueryKey(id), customer);
      await queryClient.invalidateQueries({ queryKey: [...customersQueryKey, 'list'] });
    },
  });
}

export const useUpdateCustomer = (id: number) =>
  useCustomerMutation(id, (input: CustomerUpdate) => updateCustomer(id, input));
export const useApproveCustomer = (id: number) => useCustomerMutation(id, () => approveCustomer(id));
export const useRejectCustomer = (id: number) =>
  useCustomerMutation(id, (reason: string) => rejectCustomer(id, reason));
export const useAddCurrencyAccount = (id: number) =>
  useCustomerMutation(id, (currency: string) => addCurrencyAccount(id, currency));
export const useInviteCustomerUser = (id: number) =>
  useCustomerMutation(id, (input: UserInvite) => inviteCustomerUser(id, input));

// POST /api/admin/users/:id/deactivate|reactivate: the user's sessions end at once when deactivated.
export function setUserActive(userId: number, active: boolean) {
  return apiFetch<UserActivation>(`/admin/users/${userId}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'POST',
  });
}

export function useSetUserActive(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) => setUserActive(userId, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(companyId) }),
  });
}
