import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import {
  mfaRequiredSchema,
  type CurrentUser,
  type MfaRequired,
  type SignInForm,
  type TokenResponse,
} from '@ibc/domain';
import { ApiError, apiFetch } from '@/lib/api-client';
import { askForPasskey } from '@/lib/passkeys';
import { setStoredUser, startSession } from '@/lib/session';
import { requestPasswordGrant, requestSecondFactorGrant, type SecondFactorGrant } from './authenticate';
import { currentUserQueryKey, getCurrentUser } from '@/lib/current-user';

/** A right password: the user, or (a user with a second factor) what the second step needs. */
export type SignInResult = { user: CurrentUser } | { mfa: MfaRequired };

/** Stores the session (§3: token object, user info, session id, cookie) and loads the user. */
async function startSignedInSession(token: TokenResponse): Promise<CurrentUser> {
  startSession({ access_token: token.access_token, refresh_token: token.refresh_token });
  const user = await getCurrentUser();
  setStoredUser(user);
  return user;
}

/** The password grant's 403 `mfa_required` answer, if that is what `error` is. */
function mfaRequiredOf(error: unknown): MfaRequired | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const answer = mfaRequiredSchema.safeParse(error.body);
  return answer.success ? answer.data : null;
}

/** Signs in with the password; a user with a second factor is asked for it next. */
export async function signIn({ email, password }: SignInForm): Promise<SignInResult> {
  let token: TokenResponse;
  try {
    token = await requestPasswordGrant(email, password);
  } catch (error) {
    const mfa = mfaRequiredOf(error);
    if (mfa) return { mfa };
    throw error;
  }
  return { user: await startSignedInSession(token) };
}

/** The second step's proof: a code typed, or a passkey the browser is asked for. */
export type SecondStepProof =
  { method: 'totp'; code: string } | { method: 'recovery-code'; code: string } | { method: 'passkey' };

/** POST /api/account/sign-in/passkey-options: the challenge a passkey signs (no bearer token yet). */
function getPasskeySignInOptions(mfaToken: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return apiFetch<PublicKeyCredentialRequestOptionsJSON>('/account/sign-in/passkey-options', {
    method: 'POST',
    body: { mfa_token: mfaToken },
    auth: false,
  });
}

async function grantOf(mfaToken: string, proof: SecondStepProof): Promise<SecondFactorGrant> {
  if (proof.method === 'totp') return { grant_type: 'mfa-otp', otp: proof.code };
  if (proof.method === 'recovery-code') return { grant_type: 'mfa-recovery-code', recovery_code: proof.code };
  const passkey = await askForPasskey(await getPasskeySignInOptions(mfaToken));
  return { grant_type: 'mfa-passkey', passkey: JSON.stringify(passkey) };
}

/** Finishes a sign-in the password started, with a second factor; then as signIn. */
export async function completeSecondStep({
  mfaToken,
  proof,
}: {
  mfaToken: string;
  proof: SecondStepProof;
}): Promise<CurrentUser> {
  const token = await requestSecondFactorGrant(mfaToken, await grantOf(mfaToken, proof));
  return startSignedInSession(token);
}

/** The second step came too late (or its token was used): the sign-in starts again from the password. */
export function isSignInExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.code === 'sign_in_expired';
}

function useSignedInCache() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.clear();
    queryClient.setQueryData(currentUserQueryKey, user);
  };
}

export function useSignIn() {
  const signedIn = useSignedInCache();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if ('user' in result) signedIn(result.user);
    },
  });
}

export function useCompleteSecondStep() {
  const signedIn = useSignedInCache();
  return useMutation({ mutationFn: completeSecondStep, onSuccess: signedIn });
}
