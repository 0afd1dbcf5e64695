import { Trans, useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/ui/query-state';
import { useAccounts } from '../api/get-accounts';
import { useCurrentUser } from '@/lib/current-user';
import { forexNote } from '../utils/forex';

/** Sidebar forex rates (§2 post-login layout): yen per unit of each of the member's non-JPY accounts. */
export function ForexRatesPanel() {
  const { t, i18n } = useLingui();
  const accountsQuery = useAccounts();
  const accounts = accountsQuery.data;
  const { data: user } = useCurrentUser();
  const rated = (accounts ?? []).filter((a) => a.currency !== 'JPY' && a.forex);
  // No rate to show: the yen-only note, or (a company under review) when rates will show.
  const unrated = (accounts ?? []).find((a) => a.currency !== 'JPY') ?? accounts?.[0];
  return (
    <section
      aria-labelledby="forex-rates-heading"
      className="rounded-md border border-white/10 bg-white/5 p-3"
    >
      <h2
        id="forex-rates-heading"
        className="text-[11px] font-semibold tracking-wider text-brand-200 uppercase"
      >
        <Trans>Forex rates</Trans>
      </h2>
      <QueryState
        query={accountsQuery}
        loadingLabel={t`Loading rates`}
        loading={
          <p className="mt-1 text-xs text-brand-100/80">
            <Trans>Loading rates…</Trans>
          </p>
        }
        renderError={() => (
          <p role="alert" className="mt-1 text-xs text-brand-100/80">
            <Trans>Rates are unavailable right now.</Trans>
          </p>
        )}
        empty={{
          when: () => rated.length === 0,
          content: (
            <p className="mt-1 text-xs text-brand-100/80">{unrated ? i18n._(forexNote(unrated)) : ''}</p>
          ),
        }}
      >
        {() => (
          <>
            <dl className="mt-2 space-y-1">
              {rated.map((account) => (
                <div key={account.currency} className="flex items-baseline justify-between gap-2 text-sm">
                  <dt className="font-medium text-white">
                    {account.currency}
                    {user?.currency === account.currency && (
                      <span className="sr-only">
                        {' '}
                        <Trans>(current account)</Trans>
                      </span>
                    )}
                  </dt>
                  <dd className="text-end text-brand-100 tabular-nums">
                    <span className="sr-only">1 {account.currency} = </span>¥{account.forex}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="pt-1 text-[11px] text-brand-200/80">
              <Trans>Yen per unit, today&apos;s rate</Trans>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
