import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInSession, SignedInSessions, SignedOutSessions } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// The devices signed in to the user's account: each sign-in and the refreshes that followed it.

/** GET /api/account/sessions. */
export function getSignedInSessions(signal?: AbortSignal): Promise<SignedInSessions> {
  return apiFetch<SignedInSessions>('/account/sessions', { ...(signal ? { signal } : {}) });
}

const signedInSessionsQueryKey = ['account', 'sessions'] as const;

export function useSignedInSessions() {
  return useQuery(
    queryOptions({
      queryKey: signedInSessionsQueryKey,
      queryFn: ({ signal }) => getSignedInSessions(signal),
    }),
  );
}

/** Reads the list again: another part of the page (a new password) signed devices out. */
export function useRefreshSignedInSessions() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: signedInSessionsQueryKey });
}

/** DELETE /api/account/sessions/:id: that device's next request finds itself signed out. */
export function signOutSession(session: SignedInSession): Promise<void> {
  return apiFetch<void>(`/account/sessions/${encodeURIComponent(session.id)}`, { method: 'DELETE' });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    // This device's own sign-out ends the page's session instead (the list is not asked again).
    onSuccess: (_answer, session) =>
      session.current ? undefined : queryClient.invalidateQueries({ queryKey: signedInSessionsQueryKey }),
  });
}

/** POST /api/account/sessions/sign-out-others: every device but this one. */
export function signOutOtherSessions(): Promise<SignedOutSessions> {
  return apiFetch<SignedOutSessions>('/account/sessions/sign-out-others', { method: 'POST' });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInSessionsQueryKey }),
  });
}
