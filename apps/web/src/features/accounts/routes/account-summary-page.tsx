import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ArrowRight, Search } from 'lucide-react';
import { Link } from 'react-router';
import { canSeeDduStock, isUnapproved, splitEmailList } from '@ibc/domain';
import { AccountReviewNotice } from '@/components/ui/account-review-notice';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser, type CurrentUser } from '@/lib/current-user';
import { AccountsTable } from '../components/accounts-table';

const searchLinks = (countryId: number | null) => [
  {
    to: '/search?stockType=ibc',
    label: msg`IBC Stock`,
    text: msg`Our own stock in Japan, ready to ship.`,
  },
  {
    to: '/search?stockType=new-arrival',
    label: msg`New Arrival`,
    text: msg`Vehicles listed in the last days.`,
  },
  {
    to: '/search?stockType=dealer-direct',
    label: msg`Dealer Direct`,
    text: msg`Units sold directly by Japanese dealers.`,
  },
  ...(canSeeDduStock(countryId)
    ? [
        {
          to: '/search?stockType=ibc&tab=16',
          label: msg`DDU Stock`,
          text: msg`Delivered duty unpaid stock for your market.`,
        },
      ]
    : []),
];

/**
 * /account-summary: the member's home. The app's route (app/routes/account-summary-page.tsx) puts the
 * dealer's deals (offers, purchases, invoices, notifications) in `deals`, above his currency
 * accounts and the ways into the stock.
 */
export function AccountSummaryView({ deals }: { deals?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { data: user, isPending } = useCurrentUser();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Account summary`}
        description={user ? welcome(i18n, user) : t`Your accounts at a glance.`}
      />
      {user && isUnapproved(user.accountStatus) && <AccountReviewNotice status={user.accountStatus} />}
      {/* A dealer's deals; staff have none of their own (their work is in the back office). */}
      {!isPending && !user?.isStaff && deals}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Staff and dealers see different things here: nothing until we know which (no accounts request for staff). */}
        {isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : user?.isStaff ? (
          <StaffSignIn user={user} />
        ) : (
          <MemberAccounts user={user} />
        )}
        <section aria-labelledby="search-heading" className="min-w-0 space-y-3">
          <h2 id="search-heading" className="text-base font-semibold text-brand-900">
            <Trans>Find stock</Trans>
          </h2>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white">
            {searchLinks(user?.countryId ?? null).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="group flex items-center gap-3 px-4 py-3 hover:bg-slate-50">
                  <Search aria-hidden className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-brand-900">{i18n._(link.label)}</span>
                    <span className="block text-xs text-slate-500">{i18n._(link.text)}</span>
                  </span>
                  <ArrowRight
                    aria-hidden
                    className="size-4 text-slate-300 group-hover:text-brand-600 rtl:-scale-x-100"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** 'Welcome' during the first sign-in, 'Welcome back' after it. */
function welcome(i18n: I18n, user: CurrentUser): string {
  const { contact, currency } = user;
  const greeting = user.firstSignIn
    ? i18n._(msg`Welcome, ${contact}.`)
    : i18n._(msg`Welcome back, ${contact}.`);
  // Staff have no currency accounts: their prices are in the currency their login is set to.
  if (user.isStaff) return i18n._(msg`${greeting} Prices are shown in ${currency}.`);
  // A company under review sees no prices yet: the notice below says when it will.
  if (isUnapproved(user.accountStatus)) return i18n._(msg`${greeting} Your active account is ${currency}.`);
  return i18n._(msg`${greeting} Prices are shown in your ${currency} account.`);
}

/** A dealer's currency accounts, pricing, profile and e-mail addresses. */
function MemberAccounts({ user }: { user: CurrentUser | undefined }) {
  const { t } = useLingui();
  const currency = user?.currency;
  return (
    <section aria-labelledby="accounts-heading" className="min-w-0 space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="accounts-heading" className="text-base font-semibold text-brand-900">
          <Trans>Your accounts</Trans>
        </h2>
        <Link to="/my-account/manage-accounts" className="text-sm text-brand-600 hover:underline">
          <Trans>Manage accounts</Trans>
        </Link>
      </div>
      <AccountsTable caption={t`Your currency accounts`} />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">
            <Trans>Active account</Trans>
          </dt>
          <dd className="mt-0.5 font-semibold text-brand-900">{user ? t`${currency} Account` : '–'}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">
            <Trans>Pricing</Trans>
          </dt>
          <dd className="mt-0.5 font-semibold text-brand-900">
            {user?.exportRegion === 'atnz' || user?.exportRegion === 'atoz'
              ? t`Landed (incl. shipping)`
              : t`FOB / C&F`}
          </dd>
        </div>
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-3 sm:col-span-1">
          <dt className="text-xs text-slate-500">
            <Trans>Profile</Trans>
          </dt>
          <dd className="mt-0.5">
            <Link
              to="/my-account/my-profile/account-details"
              className="font-semibold text-brand-600 hover:underline"
            >
              <Trans>Contact details</Trans>
            </Link>
          </dd>
          <dd className="mt-0.5">
            <Link to="/my-account/security" className="font-semibold text-brand-600 hover:underline">
              <Trans>Sign-in and security</Trans>
            </Link>
          </dd>
        </div>
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-3 sm:col-span-3">
          <dt className="text-xs text-slate-500">
            <Trans>E-mail addresses</Trans>
          </dt>
          {/* §3 "email (several addresses separated by semicolons, shown one per line)" */}
          <dd className="mt-0.5 text-slate-800">
            <ul aria-label={t`E-mail addresses`}>
              {splitEmailList(user?.email).map((address) => (
                <li key={address} className="break-all">
                  {address}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Staff have no company, so no currency accounts, profile, pricing terms or deals of
 * their own: they get their sign-in and the way to the back office instead.
 */
function StaffSignIn({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="staff-heading" className="min-w-0 space-y-3">
      <h2 id="staff-heading" className="text-base font-semibold text-brand-900">
        <Trans>Your sign-in</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">
            <Trans>Role</Trans>
          </dt>
          <dd className="mt-0.5 font-semibold text-brand-900">
            {user.role === 'admin' ? t`Administrator` : t`Sales team`}
          </dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">
            <Trans>Back office</Trans>
          </dt>
          <dd className="mt-0.5">
            <Link to="/admin" className="font-semibold text-brand-600 hover:underline">
              <Trans>Open the back office</Trans>
            </Link>
          </dd>
        </div>
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">
            <Trans>E-mail address</Trans>
          </dt>
          <dd className="mt-0.5 break-all text-slate-800">{user.email}</dd>
        </div>
      </dl>
    </section>
  );
}
