import { useMutation } from '@tanstack/react-query';
import type { AccountMessage } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/forgot-password: e-mails a one-time link (same answer for unknown addresses). */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiFetch<AccountMessage>('/account/forgot-password', {
    method: 'POST',
    body: { email },
  });
}

/** POST /api/account/reset-password with the link's token. */
export function resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
  return apiFetch<AccountMessage>('/account/reset-password', { method: 'POST', body: input });
}

/** POST /api/account/verify-email with the token of the sign-up e-mail. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiFetch<AccountMessage>('/account/verify-email', { method: 'POST', body: { token } });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

/** POST /api/account/confirm-notification-email with the token sent to a newly added address. */
export function confirmNotificationEmail(token: string): Promise<{ message: string }> {
  return apiFetch<AccountMessage>('/account/confirm-notification-email', {
    method: 'POST',
    body: { token },
  });
}

export const useConfirmNotificationEmail = () => useMutation({ mutationFn: confirmNotificationEmail });
