import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SignInForm } from '@ibc/domain';
import { setStoredUser, startSession } from '@/lib/session';
import { requestPasswordGrant } from './authenticate';
import { currentUserQueryKey, getCurrentUser } from '@/lib/current-user';

/** Signs in, stores the session (§3: token object, user info, session id, cookie) and loads the user. */
export async function signIn({ email, password }: SignInForm): Promise<CurrentUser> {
  const token = await requestPasswordGrant(email, password);
  startSession({ access_token: token.access_token, refresh_token: token.refresh_token });
  const user = await getCurrentUser();
  setStoredUser(user);
  return user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
