import { useMutation } from '@tanstack/react-query';
import type { AccountMessage, ChangePasswordRequest } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/password: the signed-in user's new password; the user's other devices are signed out. */
export function changePassword(input: ChangePasswordRequest): Promise<AccountMessage> {
  return apiFetch<AccountMessage>('/account/password', { method: 'POST', body: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
