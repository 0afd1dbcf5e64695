import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, CircleUserRound, KeyRound, LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { ForexRatesPanel } from '@/features/accounts/components/forex-rates-panel';
import { AnnouncementHost } from '@/features/announcements/components/announcement-host';
import { CompareDock } from '@/features/compare/components/compare-dock';
import { WatchToggle } from '@/features/watchlist/components/watch-toggle';
import { VisitorLocationTracker } from '@/features/geo/hooks/use-visitor-location';
import { cn } from '@/lib/cn';
import { lazyDialog } from '@/lib/lazy-with-preload';
import { useAfterPageDrawn } from '@/lib/use-after-page-drawn';
import { chromelessPaths, comparePanelHiddenPaths } from './chrome';
import { Logo } from './logo';
import { buildPostLoginMenu } from './menus';
import { MenuToggle, MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { LanguageSwitcher } from './language-switcher';
import { SidebarNav } from './sidebar-nav';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { useMobileMenu } from './use-mobile-menu';
import { useOpenIDirect } from './use-open-idirect';

// Fetched when first opened (Radix's dialog is not part of a member page's first load).
const ErrorModal = lazyDialog(() => import('@/components/ui/error-modal').then((m) => m.ErrorModal));
const SwitchAccountDialog = lazyDialog(() =>
  import('@/features/accounts/components/switch-account-dialog').then((m) => m.SwitchAccountDialog),
);

const mobileProfileClass =
  'flex items-center gap-3 px-4 py-3 text-[15px] font-medium text-slate-800 hover:bg-slate-50';

const DEALER_EMPTY = msg`Nothing new. Answers to your offers and news of your purchases appear here.`;

/** §2 Layout when authenticated: sidebar (account menu, forex rates, account switching) + footer. */
export function PostLoginLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const bare = chromelessPaths.has(pathname);
  const { data: user } = useCurrentUser();
  const currency = user?.currency;
  const entries = buildPostLoginMenu(user);
  const idirect = useOpenIDirect();
  const [switchOpen, setSwitchOpen] = useState(false);
  const menu = useMobileMenu('post-login-mobile-menu');
  // The pop-up and the location tracker draw nothing at first: they come once the page is drawn.
  const pageDrawn = useAfterPageDrawn();

  return (
    <div className="min-h-dvh nav:flex">
      {!bare && <SkipLink />}
      {!bare && (
        <aside className="relative z-30 hidden w-64 shrink-0 bg-brand-900 nav:block">
          <div className="sticky top-0 flex flex-col gap-5 p-4">
            <div className="flex items-center justify-between gap-2">
              <Logo to="/account-summary" tone="light" className="px-2 pt-1" />
              <NotificationBell
                seeAllHref="/my-account/notifications"
                emptyText={i18n._(DEALER_EMPTY)}
                tone="dark"
              />
            </div>
            <ProfileMenu user={user} onSwitchAccount={() => setSwitchOpen(true)} />
            <SidebarNav entries={entries} onIDirect={idirect.open} />
            <LanguageSwitcher onDark align="start" />
            <ForexRatesPanel />
          </div>
        </aside>
      )}
      {/* Room at the end for the compare panel docked at the bottom (its measured height). */}
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col pb-(--compare-panel-height)">
        {!bare && (
          <header className="sticky top-0 z-40 border-b border-slate-200 bg-white nav:hidden">
            {/* Tight gaps: logo, currency, bell, language and menu share a 320 px phone. */}
            <div className="flex h-14 items-center gap-1 px-3 sm:gap-3 sm:px-4">
              <Logo to="/account-summary" />
              {/* On the narrowest phones only the currency code fits beside the logo and buttons. */}
              <span className="ms-auto shrink-0 text-xs whitespace-nowrap text-slate-500">
                {user ? (
                  <Trans>
                    {currency}
                    <span className="max-[359px]:sr-only"> Account</span>
                  </Trans>
                ) : null}
              </span>
              <NotificationBell seeAllHref="/my-account/notifications" emptyText={i18n._(DEALER_EMPTY)} />
              <LanguageSwitcher className="shrink-0" />
              <MenuToggle
                open={menu.open}
                onToggle={menu.toggle}
                controls="post-login-mobile-menu"
                className="shrink-0"
              />
            </div>
            {menu.open && (
              <MobileMenu
                id="post-login-mobile-menu"
                entries={entries}
                onIDirect={idirect.open}
                footer={
                  <>
                    <nav aria-label={t`Profile`} className="border-b border-slate-100 py-1">
                      <p className="px-4 pt-3 pb-1 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
                        {user?.contact ?? t`Profile`}
                      </p>
                      <button
                        type="button"
                        className={cn(mobileProfileClass, 'w-full')}
                        onClick={() => setSwitchOpen(true)}
                      >
                        <ArrowLeftRight aria-hidden className="size-4 text-slate-400" />{' '}
                        <Trans>Switch Account</Trans>
                      </button>
                      {/* §2: on mobile My Profile is '/my-account/my-profile'. */}
                      <Link to="/my-account/my-profile" className={mobileProfileClass}>
                        <CircleUserRound aria-hidden className="size-4 text-slate-400" />{' '}
                        <Trans>My Profile</Trans>
                      </Link>
                      <Link to="/my-account/security" className={mobileProfileClass}>
                        <KeyRound aria-hidden className="size-4 text-slate-400" />{' '}
                        <Trans>Sign-in and security</Trans>
                      </Link>
                      <Link to="/logout" className={mobileProfileClass}>
                        <LogOut aria-hidden className="size-4 text-slate-400" /> <Trans>Sign Out</Trans>
                      </Link>
                    </nav>
                    <div className="bg-brand-900 p-4">
                      <ForexRatesPanel />
                    </div>
                  </>
                }
              />
            )}
          </header>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={cn('w-full flex-1 focus:outline-none', !bare && 'mx-auto max-w-7xl px-4 py-6 lg:px-8')}
        >
          {children}
        </main>
        {!bare && <SiteFooter />}
      </div>
      <SwitchAccountDialog open={switchOpen} onOpenChange={setSwitchOpen} />
      <ErrorModal open={idirect.error !== null} message={idirect.error ?? ''} onClose={idirect.clearError} />
      {pageDrawn && <AnnouncementHost />}
      {!bare && !comparePanelHiddenPaths.has(pathname) && (
        <CompareDock
          className="nav:inset-s-64"
          renderVehicleAction={(vehicle) => <WatchToggle vehicleId={vehicle.id} name={vehicle.name} />}
        />
      )}
      {pageDrawn && <VisitorLocationTracker />}
    </div>
  );
}
