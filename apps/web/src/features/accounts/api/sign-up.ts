import { useMutation } from '@tanstack/react-query';
import type { SignupRequest, AccountMessage } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** POST /api/account/signup. */
export function signUp(input: SignupRequest): Promise<{ message: string }> {
  return apiFetch<AccountMessage>('/account/signup', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
