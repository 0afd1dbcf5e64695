import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@ibc/domain';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@/components/ui/form-alert';

/** /account/verify-email?token=: the link of the sign-up e-mail. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    // Once only (StrictMode runs effects twice in development; the link is single-use).
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthCard title="Confirm e-mail address">
      {verify.isSuccess ? (
        <FormAlert tone="success">{verify.data.message}</FormAlert>
      ) : verify.isError || !token ? (
        <FormAlert>{ACCOUNT_MESSAGES.resetLinkInvalid}</FormAlert>
      ) : (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner label="Confirming" /> Confirming your address…
        </div>
      )}
      <Link to="/account/login" className={buttonClasses('secondary', 'md', 'mt-5 w-full')}>
        Go to Login
      </Link>
    </AuthCard>
  );
}
