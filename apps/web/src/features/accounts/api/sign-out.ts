import { apiFetch } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session';

/** POST /api/account/logout revokes this sign-in's refresh tokens; the browser session is cleared either way. */
export async function signOut(): Promise<void> {
  const refreshToken = getToken()?.refresh_token;
  try {
    if (refreshToken)
      await apiFetch('/account/logout', { method: 'POST', body: { refresh_token: refreshToken } });
  } catch {
    // Signing out must never fail for the user; the server-side tokens expire on their own.
  } finally {
    clearSession();
  }
}
