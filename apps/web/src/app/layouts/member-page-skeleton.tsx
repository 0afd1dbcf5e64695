import type { ReactNode } from 'react';
import { Logo } from './logo';

/**
 * What a signed-in browser's page shows from the server's HTML, before the app has drawn
 * it (entry-server.tsx renderSignedInSkeleton): the members' layout's frame (post-login-layout.tsx:
 * the navy sidebar on wide screens, the white bar on phones) around the page's own placeholder. The
 * page is the member's, so the server cannot draw it; the app draws it over this.
 */
export function MemberPageSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh nav:flex">
      <aside className="relative z-30 hidden w-64 shrink-0 bg-brand-900 nav:block">
        <div className="sticky top-0 flex flex-col gap-5 p-4">
          <Logo to="/account-summary" tone="light" className="px-2 pt-1" />
        </div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 border-b border-slate-200 bg-white nav:hidden">
          <div className="flex h-14 items-center gap-3 px-4">
            <Logo to="/account-summary" />
          </div>
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
