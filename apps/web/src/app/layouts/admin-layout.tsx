import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { adminNav } from '../admin-routes';
import { MenuToggle } from './mobile-menu';
import { SkipLink } from './skip-link';
import { useMobileMenu } from './use-mobile-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

const roleLabel = { staff: msg`Sales`, admin: msg`Admin`, customer: msg`Customer` } as const;

/** Where a staff user without a second factor sets one up; the rest of the back office waits for it. */
const SECURITY_PATH = '/admin/security';

function AdminNavList({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className="space-y-0.5">
      {adminNav
        .filter((item) => isAdmin || !item.adminOnly)
        .map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end={item.path === '/admin'}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 hover:text-white',
                  isActive ? 'bg-white/15 text-white' : 'text-slate-200',
                )
              }
            >
              <item.icon aria-hidden className="size-4 shrink-0" />
              {i18n._(item.label)}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

function StaffIdentity({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { data: user } = useCurrentUser();
  return (
    <div className={cn('space-y-2', className)}>
      <p className="text-sm leading-tight">
        <span className="block font-semibold text-white">{user?.contact ?? '…'}</span>
        <span className="block text-xs text-slate-300">
          {user ? `${i18n._(roleLabel[user.role])} · ${user.email}` : null}
        </span>
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to="/account-summary"
          className="inline-flex items-center gap-1.5 text-slate-200 hover:text-white"
        >
          <ExternalLink aria-hidden className="size-3.5" /> <Trans>View site</Trans>
        </Link>
        <Link
          to="/account/logout"
          className="inline-flex items-center gap-1.5 text-slate-200 hover:text-white"
        >
          <LogOut aria-hidden className="size-3.5" /> <Trans>Sign out</Trans>
        </Link>
      </div>
    </div>
  );
}

const STAFF_EMPTY = msg`Nothing new. New offers and answers from dealers appear here.`;

function BackOfficeMark() {
  return (
    <Link to="/admin" className="flex items-center gap-2 no-underline">
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-md bg-white text-[13px] font-black text-slate-900"
      >
        IBC
      </span>
      <span className="leading-none text-white">
        <span className="block text-[15px] font-extrabold tracking-tight">IBC Japan</span>
        <span className="block text-[10px] font-medium tracking-wider text-slate-300 uppercase">
          <Trans>Back office</Trans>
        </span>
      </span>
    </Link>
  );
}

/**
 * The back office's layout: left navigation, the signed-in staff user, sign out. Under
 * the desktop breakpoint the navigation folds behind a menu button in a top bar.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const isAdmin = user?.role === 'admin';
  const menu = useMobileMenu('admin-mobile-menu');
  // Staff must use two-step sign-in: one who signed in without it (he has no second factor yet)
  // sets it up before any other back-office page opens.
  const setupFirst = user?.secondFactorSetupNeeded === true && pathname !== SECURITY_PATH;

  return (
    <div className="min-h-dvh bg-slate-50 nav:flex">
      <SkipLink />
      <aside className="hidden w-60 shrink-0 bg-slate-900 nav:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto p-4">
          <div className="flex items-center justify-between gap-2">
            <BackOfficeMark />
            <NotificationBell seeAllHref="/admin/notifications" emptyText={i18n._(STAFF_EMPTY)} tone="dark" />
          </div>
          <nav aria-label={t`Back office`}>
            <AdminNavList isAdmin={isAdmin} />
          </nav>
          <StaffIdentity className="mt-auto border-t border-white/10 pt-4" />
        </div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 bg-slate-900 nav:hidden">
          <div className="flex h-14 items-center gap-3 px-4">
            <BackOfficeMark />
            <span className="ms-auto">
              <NotificationBell
                seeAllHref="/admin/notifications"
                emptyText={i18n._(STAFF_EMPTY)}
                tone="dark"
              />
            </span>
            <MenuToggle
              open={menu.open}
              onToggle={menu.toggle}
              controls="admin-mobile-menu"
              onDark
              className="shrink-0"
            />
          </div>
          {menu.open && (
            <div
              id="admin-mobile-menu"
              className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/10 p-4"
            >
              <nav aria-label={t`Back office`}>
                <AdminNavList isAdmin={isAdmin} />
              </nav>
              <StaffIdentity className="mt-4 border-t border-white/10 pt-4" />
            </div>
          )}
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {setupFirst ? <Navigate to={SECURITY_PATH} replace /> : children}
        </main>
      </div>
    </div>
  );
}
