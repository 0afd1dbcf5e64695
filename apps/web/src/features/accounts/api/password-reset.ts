import { useMutation } from '@tanstack/react-query';
import { accountMessageSchema } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/forgot-password: e-mails a one-time link (same answer for unknown addresses). */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiFetch('/account/forgot-password', {
    method: 'POST',
    body: { email },
    schema: accountMessageSchema,
  });
}

/** POST /api/account/reset-password with the link's token. */
export function resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
  return apiFetch('/account/reset-password', { method: 'POST', body: input, schema: accountMessageSchema });
}

/** POST /api/account/verify-email with the token of the sign-up e-mail. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiFetch('/account/verify-email', { method: 'POST', body: { token }, schema: accountMessageSchema });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

/** POST /api/account/confirm-notification-email with the token sent to a newly added address. */
export function confirmNotificationEmail(token: string): Promise<{ message: string }> {
  return apiFetch('/account/confirm-notification-email', {
    method: 'POST',
    body: { token },
    schema: accountMessageSchema,
  });
}

export const useConfirmNotificationEmail = () => useMutation({ mutationFn: confirmNotificationEmail });
