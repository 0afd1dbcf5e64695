import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { AuthCard } from './auth-card';

/** The landing page of an e-mailed one-time link (?token=): uses the link once and says how it went. */
export function EmailLinkConfirmation({
  title,
  confirm,
  next,
}: {
  title: string;
  confirm: UseMutationResult<{ message: string }, Error, string>;
  next: { to: string; label: string };
}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const started = useRef(false);
  useEffect(() => {
    // Once only (StrictMode runs effects twice in development; the link is single-use).
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <AuthCard title={title}>
      {confirm.isSuccess ? (
        <FormAlert tone="success">{confirm.data.message}</FormAlert>
      ) : confirm.isError || !token ? (
        <FormAlert>
          <Trans>This link is invalid or has expired. Please ask for a new one.</Trans>
        </FormAlert>
      ) : (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner label={t`Confirming`} /> <Trans>Confirming your address…</Trans>
        </div>
      )}
      <Link to={next.to} className={buttonClasses('secondary', 'md', 'mt-5 w-full')}>
        {next.label}
      </Link>
    </AuthCard>
  );
}
