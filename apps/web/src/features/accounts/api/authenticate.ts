import type { TokenResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** §7 The OAuth client id of the web site. No client secret: one shipped to a browser protects nothing. */
export const WEB_CLIENT_ID = 'web';

/** POST /api/authenticate, grant_type=password (form-encoded, §7). */
export function requestPasswordGrant(email: string, password: string): Promise<TokenResponse> {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: email,
    password,
    client_id: WEB_CLIENT_ID,
  });
  // The token endpoint takes no bearer token, and a 401 from it is an answer, not a reason to refresh.
  return apiFetch<TokenResponse>('/authenticate', { method: 'POST', body, auth: false });
}

/** POST /api/authenticate, grant_type=refresh_token (§7); the answer is stored as the new token. */
export function requestRefreshGrant(refreshToken: string): Promise<TokenResponse> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: WEB_CLIENT_ID,
  });
  // The token endpoint takes no bearer token, and a 401 from it is an answer, not a reason to refresh.
  return apiFetch<TokenResponse>('/authenticate', { method: 'POST', body, auth: false });
}

/** What the second sign-in step presents with the password step's `mfa_token`. */
export type SecondFactorGrant =
  | { grant_type: 'mfa-otp'; otp: string }
  | { grant_type: 'mfa-recovery-code'; recovery_code: string }
  /** JSON.stringify of the browser's AuthenticationResponseJSON. */
  | { grant_type: 'mfa-passkey'; passkey: string };

/** POST /api/authenticate with a second factor, after the password grant answered `mfa_required`. */
export function requestSecondFactorGrant(mfaToken: string, grant: SecondFactorGrant): Promise<TokenResponse> {
  const body = new URLSearchParams({ ...grant, mfa_token: mfaToken, client_id: WEB_CLIENT_ID });
  // No bearer token yet, and a refused code is an answer, not a reason to refresh.
  return apiFetch<TokenResponse>('/authenticate', { method: 'POST', body, auth: false });
}
