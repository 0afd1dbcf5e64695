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
  { to: '/search?stockType=ibc', label: 'IBC Stock', text: 'Our own stock in Japan, ready to ship.' },
  { to: '/search?stockType=new-arrival', label: 'New Arrival', text: 'Vehicles listed in the last days.' },
  {
    to: '/search?stockType=dealer-direct',
    label: 'Dealer Direct',
    text: 'Units sold directly by Japanese dealers.',
  },
  ...(canSeeDduStock(countryId)
    ? [
        {
          to: '/search?stockType=ibc&tab=16',
          label: 'DDU Stock',
          text: 'Delivered duty unpaid stock for your market.',
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
  const { data: user, isPending } = useCurrentUser();
  return (
    <div className="space-y-6">
      <PageHeader title="Account summary" description={user ? welcome(user) : 'Your accounts at a glance.'} />
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
            Find stock
          </h2>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white">
            {searchLinks(user?.countryId ?? null).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="group flex items-center gap-3 px-4 py-3 hover:bg-slate-50">
                  <Search aria-hidden className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-brand-900">{link.label}</span>
                    <span className="block text-xs text-slate-500">{link.text}</span>
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
function welcome(user: CurrentUser): string {
  const greeting = `${user.firstSignIn ? 'Welcome' : 'Welcome back'}, ${user.contact}.`;
  // Staff have no currency accounts: their prices are in the currency their login is set to.
  if (user.isStaff) return `${greeting} Prices are shown in ${user.currency}.`;
  // A company under review sees no prices yet: the notice below says when it will.
  if (isUnapproved(user.accountStatus)) return `${greeting} Your active account is ${user.currency}.`;
  return `${greeting} Prices are shown in your ${user.currency} account.`;
}

/** A dealer's currency accounts, pricing, profile and e-mail addresses. */
function MemberAccounts({ user }: { user: CurrentUser | undefined }) {
  return (
    <section aria-labelledby="accounts-heading" className="min-w-0 space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="accounts-heading" className="text-base font-semibold text-brand-900">
          Your accounts
        </h2>
        <Link to="/my-account/manage-accounts" className="text-sm text-brand-600 hover:underline">
          Manage accounts
        </Link>
      </div>
      <AccountsTable caption="Your currency accounts" />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">Active account</dt>
          <dd className="mt-0.5 font-semibold text-brand-900">{user ? `${user.currency} Account` : '–'}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">Pricing</dt>
          <dd className="mt-0.5 font-semibold text-brand-900">
            {user?.exportRegion === 'atnz' || user?.exportRegion === 'atoz'
              ? 'Landed (incl. shipping)'
              : 'FOB / C&F'}
          </dd>
        </div>
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-3 sm:col-span-1">
          <dt className="text-xs text-slate-500">Profile</dt>
          <dd className="mt-0.5">
            <Link
              to="/my-account/my-profile/account-details"
              className="font-semibold text-brand-600 hover:underline"
            >
              Contact details
            </Link>
          </dd>
          <dd className="mt-0.5">
            <Link to="/my-account/security" className="font-semibold text-brand-600 hover:underline">
              Sign-in and security
            </Link>
          </dd>
        </div>
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-3 sm:col-span-3">
          <dt className="text-xs text-slate-500">E-mail addresses</dt>
          {/* §3 "email (several addresses separated by semicolons, shown one per line)" */}
          <dd className="mt-0.5 text-slate-800">
            <ul aria-label="E-mail addresses">
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
  return (
    <section aria-labelledby="staff-heading" className="min-w-0 space-y-3">
      <h2 id="staff-heading" className="text-base font-semibold text-brand-900">
        Your sign-in
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">Role</dt>
          <dd className="mt-0.5 font-semibold text-brand-900">
            {user.role === 'admin' ? 'Administrator' : 'Sales team'}
          </dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">Back office</dt>
          <dd className="mt-0.5">
            <Link to="/admin" className="font-semibold text-brand-600 hover:underline">
              Open the back office
            </Link>
          </dd>
        </div>
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">E-mail address</dt>
          <dd className="mt-0.5 break-all text-slate-800">{user.email}</dd>
        </div>
      </dl>
    </section>
  );
}
