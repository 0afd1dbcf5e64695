import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { signOut } from '../api/sign-out';

/** '/logout' redirects here (§2). Revokes the sign-in on the server, ends the browser session, goes home. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      queryClient.clear();
      return navigate('/', { replace: true });
    });
  }, [navigate, queryClient]);
  return (
    <div className="flex items-center gap-3 py-10">
      <Spinner label="Signing out" />
      <h1 className="text-base font-semibold text-brand-900">Signing you out…</h1>
    </div>
  );
}
