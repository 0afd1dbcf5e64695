import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AnnouncementHost } from '@/features/announcements/components/announcement-host';
import { CompareDock } from '@/features/compare/components/compare-dock';
import { VisitorLocationTracker } from '@/features/geo/hooks/use-visitor-location';
import { cn } from '@/lib/cn';
import { useAfterPageDrawn } from '@/lib/use-after-page-drawn';
import { DesktopDropdown } from './desktop-dropdown';
import { Logo } from './logo';
import { MenuItemLink } from './menu-link';
import { menuKey, preLoginAccountLinks, preLoginMenu } from './menus';
import { LanguageSwitcher } from './language-switcher';
import { MenuToggle, MobileMenu } from './mobile-menu';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { chromelessPaths, comparePanelHiddenPaths } from './chrome';
import { useMobileMenu } from './use-mobile-menu';

const topLinkClass =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900 ' +
  'aria-[current=page]:text-brand-900 aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-accent-500)]';

function PreLoginHeader() {
  const { t } = useLingui();
  const menu = useMobileMenu('pre-login-mobile-menu');
  const [signUp, login] = preLoginAccountLinks;
  // No backdrop-filter on the header: it would become the containing block of the fixed mobile menu.
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 nav:h-16 lg:px-6">
        <Logo to="/" />
        <nav aria-label={t`Main menu`} className="hidden flex-1 items-center gap-0.5 nav:flex">
          {preLoginMenu.map((entry) =>
            entry.kind === 'group' ? (
              <DesktopDropdown key={entry.id} group={entry} />
            ) : (
              <MenuItemLink key={menuKey(entry)} item={entry} className={topLinkClass} />
            ),
          )}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 nav:flex">
            <MenuItemLink item={signUp} className={buttonClasses('secondary', 'sm')} />
            <MenuItemLink item={login} className={buttonClasses('primary', 'sm', 'px-4')} />
          </div>
          <LanguageSwitcher />
          <MenuToggle
            open={menu.open}
            onToggle={menu.toggle}
            controls="pre-login-mobile-menu"
            className="nav:hidden"
          />
        </div>
      </div>
      {menu.open && (
        <MobileMenu
          id="pre-login-mobile-menu"
          entries={preLoginMenu}
          footer={
            <div className="grid grid-cols-2 gap-3 p-4">
              <MenuItemLink item={signUp} className={buttonClasses('secondary', 'lg')} />
              <MenuItemLink item={login} className={buttonClasses('primary', 'lg')} />
            </div>
          }
        />
      )}
    </header>
  );
}

/** §2 Layout when not authenticated: header with Sign Up / Login, content, footer. */
export function PreLoginLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const bare = chromelessPaths.has(pathname);
  const hideFooter = bare || pathname === '/checklist/underbody-scan';
  // The pop-up and the location tracker draw nothing at first: they come once the page is drawn.
  const pageDrawn = useAfterPageDrawn();
  return (
    // Room at the end for the compare panel docked at the bottom (its measured height).
    <div className="flex min-h-dvh flex-col pb-(--compare-panel-height)">
      {!bare && <SkipLink />}
      {!bare && <PreLoginHeader />}
      <main
        id="main"
        tabIndex={-1}
        className={cn('w-full flex-1 focus:outline-none', !bare && 'mx-auto max-w-7xl px-4 py-6 lg:px-6')}
      >
        {children}
      </main>
      {!hideFooter && <SiteFooter />}
      {pageDrawn && <AnnouncementHost />}
      {!bare && !comparePanelHiddenPaths.has(pathname) && <CompareDock />}
      {pageDrawn && <VisitorLocationTracker />}
    </div>
  );
}
