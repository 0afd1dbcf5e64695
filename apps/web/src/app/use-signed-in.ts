import { useState } from 'react';
import { useLocation } from 'react-router';
import { isSignedIn } from '@/lib/session';

/**
 * §2/§4: which layout to show is decided by the cookie isAuthenticated === 'true', re-read at the
 * end of every navigation (each new location key), not on unrelated re-renders mid-navigation.
 */
export function useSignedInAtNavigation(): boolean {
  const { key } = useLocation();
  const [state, setState] = useState(() => ({ key, signedIn: isSignedIn() }));
  if (state.key !== key) {
    const next = { key, signedIn: isSignedIn() };
    setState(next);
    return next.signedIn;
  }
  return state.signedIn;
}
