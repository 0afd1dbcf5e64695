import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type {
  PasskeyRegistrationRequest,
  RecoveryCodes,
  SecondFactorAdded,
  SignInSecurity,
  TotpConfirmRequest,
  TotpSetup,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { createPasskey } from '@/lib/passkeys';

// The signed-in user's second factors: passkeys, the authenticator app and the recovery codes.

/** GET /api/account/security: what is set up (never a secret) and whether this session was verified. */
export function getSignInSecurity(signal?: AbortSignal): Promise<SignInSecurity> {
  return apiFetch<SignInSecurity>('/account/security', { ...(signal ? { signal } : {}) });
}

const signInSecurityQueryKey = ['account', 'security'] as const;

export function useSignInSecurity() {
  return useQuery(
    queryOptions({ queryKey: signInSecurityQueryKey, queryFn: ({ signal }) => getSignInSecurity(signal) }),
  );
}

/**
 * After a change the settings are read again, and so is the user: a staff user's first factor opens
 * the back office (`secondFactorSetupNeeded` turns false).
 */
function useSecurityChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: signInSecurityQueryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}

/** POST /api/account/security/totp/setup: a new secret for the app, not in force until confirmed. */
export function startTotpSetup(): Promise<TotpSetup> {
  return apiFetch<TotpSetup>('/account/security/totp/setup', { method: 'POST' });
}

export const useStartTotpSetup = () => useMutation({ mutationFn: startTotpSetup });

/** POST /api/account/security/totp: a code from the app proves it was set up; then sign-in asks for one. */
export function confirmTotp(input: TotpConfirmRequest): Promise<SecondFactorAdded> {
  return apiFetch<SecondFactorAdded>('/account/security/totp', { method: 'POST', body: input });
}

export function useConfirmTotp() {
  const changed = useSecurityChanged();
  return useMutation({ mutationFn: confirmTotp, onSuccess: changed });
}

/** DELETE /api/account/security/totp. */
export function removeTotp(): Promise<void> {
  return apiFetch<void>('/account/security/totp', { method: 'DELETE' });
}

export function useRemoveTotp() {
  const changed = useSecurityChanged();
  return useMutation({ mutationFn: removeTotp, onSuccess: changed });
}

/**
 * Adds a passkey: the API's options, the browser makes the passkey (PasskeyBrowserError when it does
 * not), then POST /api/account/security/passkeys with its answer.
 */
export async function addPasskey({ name }: { name?: string | undefined }): Promise<SecondFactorAdded> {
  const options = await apiFetch<PublicKeyCredentialCreationOptionsJSON>(
    '/account/security/passkeys/options',
    { method: 'POST' },
  );
  const response = await createPasskey(options);
  const body: PasskeyRegistrationRequest = {
    ...(name ? { name } : {}),
    response: response as unknown as PasskeyRegistrationRequest['response'],
  };
  return apiFetch<SecondFactorAdded>('/account/security/passkeys', { method: 'POST', body });
}

export function useAddPasskey() {
  const changed = useSecurityChanged();
  return useMutation({ mutationFn: addPasskey, onSuccess: changed });
}

/** DELETE /api/account/security/passkeys/:id. */
export function removePasskey(id: number): Promise<void> {
  return apiFetch<void>(`/account/security/passkeys/${id}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  const changed = useSecurityChanged();
  return useMutation({ mutationFn: removePasskey, onSuccess: changed });
}

/** POST /api/account/security/recovery-codes: a new set; the old codes stop working. */
export function makeNewRecoveryCodes(): Promise<RecoveryCodes> {
  return apiFetch<RecoveryCodes>('/account/security/recovery-codes', { method: 'POST' });
}

export function useMakeNewRecoveryCodes() {
  const changed = useSecurityChanged();
  return useMutation({ mutationFn: makeNewRecoveryCodes, onSuccess: changed });
}
