import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountMessage, StaffInvite, StaffUser, StaffUserList, UserActivation } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// GET /api/admin/staff: the staff and admin users (admins only).
export function getStaffUsers(signal?: AbortSignal): Promise<StaffUser[]> {
  return apiFetch<StaffUserList>('/admin/staff', { ...(signal ? { signal } : {}) }).then(
    (list) => list.items,
  );
}

const staffUsersQueryKey = ['staff', 'staff-users'] as const;

export function useStaffUsers(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: staffUsersQueryKey, queryFn: ({ signal }) => getStaffUsers(signal), enabled }),
  );
}

// POST /api/admin/staff: invite a staff user; they are e-mailed a link to choose a password.
export function inviteStaffUser(input: StaffInvite): Promise<StaffUser> {
  return apiFetch<StaffUser>('/admin/staff', { method: 'POST', body: input });
}

export function useInviteStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersQueryKey }),
  });
}

// POST /api/admin/users/:id/deactivate|reactivate: a deactivated user's sessions end at once.
export function setStaffUserActive({ userId, active }: { userId: number; active: boolean }) {
  return apiFetch<UserActivation>(`/admin/users/${userId}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'POST',
  });
}

export function useSetStaffUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersQueryKey }),
  });
}

// POST /api/admin/users/:id/reset-second-factor: the user signs in with the password alone next time
// and must set up two-step sign-in again; every device of theirs is signed out.
export function resetSecondFactor(userId: number): Promise<AccountMessage> {
  return apiFetch<AccountMessage>(`/admin/users/${userId}/reset-second-factor`, { method: 'POST' });
}

export const useResetSecondFactor = () => useMutation({ mutationFn: resetSecondFactor });
