import { useMutation } from '@tanstack/react-query';
import { accountMessageSchema, type SignupRequest } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/signup. */
export function signUp(input: SignupRequest): Promise<{ message: string }> {
  return apiFetch('/account/signup', { method: 'POST', body: input, schema: accountMessageSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
