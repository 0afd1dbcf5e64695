import { SIGNED_IN_COOKIE } from '@ibc/domain';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { forgetServerAnswers } from './server-data';

// §3 Stored session: token object, user info, a random v4 session id, and the cookie
// 'isAuthenticated'. §4: signed in means that cookie equals 'true'.
export const storageKeys = {
  token: 'ibc.token',
  user: 'ibc.user',
  sessionId: 'ibc.sessionId',
} as const;
export const authCookieName = SIGNED_IN_COOKIE;

export interface StoredToken {
  access_token: string;
  refresh_token: string;
}

function readJson<T>(key: string): T | null {
  // The server's renderer (entry-server.tsx) has no storage: nobody is signed in there.
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getToken(): StoredToken | null {
  const token = readJson<Partial<StoredToken>>(storageKeys.token);
  return token?.access_token
    ? { access_token: token.access_token, refresh_token: token.refresh_token ?? '' }
    : null;
}

export function setToken(token: StoredToken): void {
  localStorage.setItem(storageKeys.token, JSON.stringify(token));
}

export function setStoredUser(user: unknown): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

/** The user info stored at sign-in (§3), as far as it can be read: a hint until GET /account/me answers. */
export function getStoredUser(): { accountStatus?: string } | null {
  return readJson<{ accountStatus?: string }>(storageKeys.user);
}

/** The browser session id, created on first use. */
export function getSessionId(): string {
  let id = localStorage.getItem(storageKeys.sessionId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(storageKeys.sessionId, id);
  }
  return id;
}

/**
 * On the server (entry-server.tsx) there is no cookie: whether the page being drawn is a member's is
 * said by the renderer, per request.
 */
let serverSignedIn: () => boolean = () => false;

/** The server's renderer says how to tell whether the page it is drawing is a member's. */
export function setServerSignedIn(read: () => boolean): void {
  serverSignedIn = read;
}

export function isSignedIn(): boolean {
  if (typeof document === 'undefined') return serverSignedIn();
  return readCookie(authCookieName) === 'true';
}

/** Stores a freshly issued token and marks the browser signed in. */
export function startSession(token: StoredToken, user?: unknown): void {
  setToken(token);
  if (user !== undefined) setStoredUser(user);
  getSessionId();
  writeCookie(authCookieName, 'true');
  // The answers a page arrived with were another session's (a visitor's, or the member signed out).
  forgetServerAnswers();
}

/** §4: a failed refresh clears the cookie and every stored session value. */
export function clearSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.sessionId);
  deleteCookie(authCookieName);
  forgetServerAnswers();
}
