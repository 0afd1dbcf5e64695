import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MemberFeature } from '@ibc/domain';
import type { Text } from '@/lib/i18n';
import { contentFeatures, contentPaths, type ContentAccess } from '@/features/content/content-paths';

// THE route table (§2 Screens and routes). The router, the guards, document titles and the sitemap
// page all read it; add a page here and nowhere else (a content page: in features/content).

/** 'staff': the back office (admin-routes.ts), for staff and admins only. */
export type RouteAccess = 'public' | 'member' | 'guest-only' | 'staff';

/** A page's document title and meta description. */
export interface PageMeta {
  title: Text;
  description: Text;
}

/** A page of the site's own features: its title and description are in the table. */
export interface AppRoute extends PageMeta {
  /** Absolute path; '/' is the home page. */
  path: string;
  access: RouteAccess;
  /**
   * The page's module. Its `loadParts`, if any, brings what the page draws at once from chunks of its
   * own (a member's search), before the page is drawn or hydrated (route-pages.tsx preloadPage).
   */
  load: () => Promise<{ default: ComponentType; loadParts?: () => Promise<unknown> | undefined }>;
  /** Left out of the sitemap (utility pages, pages that need an id). Default: listed. */
  hideFromSitemap?: boolean;
  /**
   * A signed-in user sees the page only when the §6 rule allows it (the menu entry's rule); anyone
   * else gets the 'not available for your account' page.
   */
  feature?: MemberFeature;
  /** Its data is for approved companies only: a member waiting for review is told so instead. */
  approvedOnly?: boolean;
}

/**
 * A static content page (features/content): its title and description come with its page module
 * (the content registry is not part of every page's first download).
 */
export interface ContentRoute {
  path: string;
  access: ContentAccess;
  load: () => Promise<{ default: ComponentType; meta: PageMeta }>;
  hideFromSitemap?: undefined;
  feature?: MemberFeature;
  approvedOnly?: undefined;
}

export type PageRoute = AppRoute | ContentRoute;

export interface AppRedirect {
  from: string;
  to: string;
  /** Carry the query string (?id=...) over to the target. */
  keepQuery: boolean;
}

const featureRoutes: AppRoute[] = [
  {
    path: '/',
    access: 'public',
    title: msg`Used vehicles exported from Japan`,
    description: msg`IBC Japan exports quality used vehicles from Japan to dealers in New Zealand and worldwide.`,
    load: () => import('@/features/home/routes/home-page'),
  },
  {
    path: '/search',
    access: 'public',
    title: msg`Search stock`,
    description: msg`Search used vehicles in Japan ready for export by make, model, year and steering side.`,
    load: () => import('./routes/search-page'),
  },
  {
    path: '/checklist',
    access: 'public',
    title: msg`Vehicle checklist`,
    description: msg`The inspection checklist, photos and specifications of a vehicle.`,
    load: () => import('./routes/checklist-page'),
    hideFromSitemap: true,
  },
  {
    path: '/checklist/underbody-scan',
    access: 'public',
    title: msg`Underbody scan`,
    description: msg`Underbody scan images of a vehicle before export.`,
    load: () => import('@/features/stock-search/routes/underbody-scan-page'),
    hideFromSitemap: true,
  },
  {
    path: '/printable/ois',
    access: 'public',
    title: msg`Vehicle information sheet`,
    description: msg`A printable vehicle information sheet.`,
    load: () => import('@/features/stock-search/routes/printable-ois-page'),
    hideFromSitemap: true,
  },
  {
    path: '/account/login',
    access: 'guest-only',
    title: msg`Login`,
    description: msg`Sign in to your IBC Japan dealer account.`,
    load: () => import('@/features/accounts/routes/login-page'),
  },
  {
    path: '/account/signup',
    access: 'guest-only',
    title: msg`Sign up`,
    description: msg`Open a dealer account with IBC Japan.`,
    load: () => import('@/features/accounts/routes/signup-page'),
  },
  {
    path: '/account/forgot-password',
    access: 'guest-only',
    title: msg`Forgot password`,
    description: msg`Get a link to choose a new password for your dealer account.`,
    load: () => import('@/features/accounts/routes/forgot-password-page'),
  },
  {
    path: '/account/reset-password',
    access: 'guest-only',
    title: msg`Reset password`,
    description: msg`Choose a new password for your dealer account.`,
    load: () => import('@/features/accounts/routes/reset-password-page'),
    hideFromSitemap: true,
  },
  {
    path: '/account/verify-email',
    access: 'public',
    title: msg`Confirm e-mail address`,
    description: msg`Confirm the e-mail address of your dealer account.`,
    load: () => import('@/features/accounts/routes/verify-email-page'),
    hideFromSitemap: true,
  },
  {
    path: '/account/confirm-email',
    access: 'public',
    title: msg`Confirm notification address`,
    description: msg`Confirm an address that should receive the notifications of a dealer account.`,
    load: () => import('@/features/accounts/routes/confirm-email-page'),
    hideFromSitemap: true,
  },
  {
    path: '/account/switch',
    access: 'member',
    title: msg`Switch account`,
    description: msg`Switch to your account in another currency.`,
    load: () => import('@/features/accounts/routes/switch-account-page'),
    hideFromSitemap: true,
  },
  {
    path: '/account/logout',
    access: 'public',
    title: msg`Sign out`,
    description: msg`Sign out of your dealer account.`,
    load: () => import('@/features/accounts/routes/logout-page'),
    hideFromSitemap: true,
  },
  {
    path: '/my-account/payment-collections',
    access: 'member',
    title: msg`Payment collections`,
    description: msg`Your invoices with their due and collection dates, balances per currency and payments.`,
    load: () => import('./routes/payment-collections-page'),
  },
  {
    path: '/my-account/bill-of-lading',
    access: 'member',
    title: msg`Bill of lading`,
    description: msg`Download the bills of lading for vehicles shipped on your account.`,
    load: () => import('@/features/documents/routes/bill-of-lading-page'),
  },
  {
    path: '/export',
    access: 'member',
    title: msg`Export`,
    description: msg`Your export certificates, and how IBC Japan ships vehicles from Japan: inspections, containers, insurance.`,
    load: () => import('@/features/documents/routes/export-certificates-page'),
  },
  {
    path: '/invoice',
    access: 'member',
    title: msg`Invoices`,
    description: msg`Your invoices with their due and collection dates, balances per currency and payments.`,
    load: () => import('./routes/payment-collections-page'),
  },
  {
    path: '/account-summary',
    access: 'member',
    title: msg`Account summary`,
    description: msg`Offers waiting on you, your purchases by shipping stage, invoices due next with your balances, and your latest notifications.`,
    load: () => import('./routes/account-summary-page'),
  },
  {
    path: '/my-account/my-profile',
    access: 'member',
    title: msg`My profile`,
    description: msg`Your contact details and account settings.`,
    load: () => import('./routes/profile-page'),
  },
  {
    path: '/my-account/my-profile/account-details',
    access: 'member',
    title: msg`Account details`,
    description: msg`Your contact details and account settings.`,
    load: () => import('./routes/profile-page'),
    hideFromSitemap: true,
  },
  {
    path: '/my-account/security',
    access: 'member',
    title: msg`Sign-in and security`,
    description: msg`Two-step sign-in with a passkey or an authenticator app, the devices signed in to your account, and your password.`,
    load: () => import('./routes/security-page'),
  },
  {
    path: '/my-account/manage-accounts',
    access: 'member',
    title: msg`Manage accounts`,
    description: msg`The currency accounts linked to your login.`,
    load: () => import('@/features/accounts/routes/manage-accounts-page'),
  },
  {
    path: '/my-account/my-offer-history',
    access: 'member',
    title: msg`My offer history`,
    description: msg`The price offers you have sent and their status.`,
    load: () => import('@/features/offers/routes/offer-history-page'),
  },
  {
    path: '/my-account/my-offer-history/:id',
    access: 'member',
    title: msg`Offer`,
    description: msg`One of your offers: every answer from our sales team, and your reply to a counter offer.`,
    load: () => import('@/features/offers/routes/offer-thread-page'),
    hideFromSitemap: true,
  },
  {
    path: '/my-account/watchlist',
    access: 'member',
    title: msg`Watchlist`,
    description: msg`The vehicles you watch: their price now and when you added them, and their status.`,
    approvedOnly: true,
    load: () => import('@/features/watchlist/routes/watchlist-page'),
  },
  {
    path: '/my-account/saved-searches',
    access: 'member',
    title: msg`Saved searches`,
    description: msg`Your saved stock searches, their new-stock alerts and how many new vehicles match each.`,
    approvedOnly: true,
    load: () => import('@/features/saved-searches/routes/saved-searches-page'),
  },
  {
    path: '/my-account/purchases',
    access: 'member',
    title: msg`Purchases`,
    description: msg`The vehicles you bought, their agreed price and where each is on its way to you.`,
    load: () => import('@/features/purchases/routes/purchases-page'),
  },
  {
    path: '/my-account/purchases/:id',
    access: 'member',
    title: msg`Purchase`,
    description: msg`The deal page: vehicle, agreed price and terms, consignee, and the shipment timeline.`,
    load: () => import('./routes/purchase-page'),
    hideFromSitemap: true,
  },
  {
    path: '/my-account/notices',
    access: 'member',
    title: msg`Notices`,
    description: msg`Shipping schedules, holiday closures and market updates from our sales team.`,
    load: () => import('./routes/notices-page'),
  },
  {
    // Ours: the bell's 'See all notifications' (the notices above are the sales team's announcements).
    path: '/my-account/notifications',
    access: 'member',
    title: msg`Notifications`,
    description: msg`Answers to your offers and each step of your purchases, newest first.`,
    load: () => import('@/features/notifications/routes/notifications-page'),
  },
  {
    path: '/my-account/shipping-schedule',
    access: 'member',
    title: msg`Shipping schedule`,
    description: msg`Vessel departure and arrival dates for your vehicles and your destination ports.`,
    load: () => import('./routes/shipping-schedule-page'),
  },
  {
    path: '/form/email-checklist-form',
    // §6: the e-mailed checklist is a signed-in customer's feature.
    access: 'member',
    title: msg`Email checklist`,
    description: msg`Send vehicle checklists by e-mail.`,
    load: () => import('@/features/offers/routes/email-checklist-form-page'),
    hideFromSitemap: true,
  },
  {
    path: '/dev/mail',
    access: 'member',
    title: msg`Development mailbox`,
    description: msg`E-mails the site wrote to files (DEV_MAILBOX=true; sales team only).`,
    load: () => import('@/features/offers/routes/dev-mail-page'),
    hideFromSitemap: true,
  },
  {
    path: '/stocks/yen-chart',
    // Public like the rest of the Stock section; the chart itself is for signed-in members, like
    // the sidebar's rates.
    access: 'public',
    title: msg`Yen chart`,
    description: msg`The recent history of the Japanese yen against your account currency, to time your purchases.`,
    load: () => import('@/features/forex/routes/yen-chart-page'),
  },
  {
    path: '/sitemap',
    access: 'public',
    title: msg`Sitemap`,
    description: msg`Every page of the IBC Japan site.`,
    load: () => import('./routes/sitemap-page'),
  },
];

function contentRoute([path, access]: [string, ContentAccess]): ContentRoute {
  const feature = contentFeatures[path as keyof typeof contentFeatures];
  return {
    path,
    access,
    ...(feature && { feature }),
    load: () => import('@/features/content/routes/content-page').then((m) => m.loadContentRoute(path)),
  };
}

/** Whether a route's title and description arrive with its page (content pages). */
export function isContentRoute(route: PageRoute): route is ContentRoute {
  return !('title' in route);
}

export const appRoutes: readonly PageRoute[] = [
  ...featureRoutes,
  ...Object.entries(contentPaths).map(contentRoute),
];

/**
 * The §6 rule of the page a link goes to ('/my-account/buy-more-save-more' -> 'buyMoreSaveMore'), so
 * a menu shows a link exactly when its page would open. Undefined: open to everyone the page's access allows.
 */
export function featureOfLink(to: string): MemberFeature | undefined {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return appRoutes.find((route) => matchPath(route.path, pathname))?.feature;
}

/** §2: 'vehicle/checklist' redirects to checklist (keeping ?id=), 'logout' to '/account/logout'. */
export const appRedirects: readonly AppRedirect[] = [
  { from: '/vehicle/checklist', to: '/checklist', keepQuery: true },
  { from: '/logout', to: '/account/logout', keepQuery: false },
  // The outbox moved into the back office.
  { from: '/staff/outbox', to: '/admin/outbox', keepQuery: true },
];

/** Where a guard sends a user who may not see a page (§2). */
export const guardTargets = { member: '/account/login', 'guest-only': '/account-summary' } as const;

export const notAvailableMeta = {
  title: msg`Not available for your account`,
  description: msg`This page is part of a service your account does not include.`,
} as const;

export const notFoundMeta = {
  title: msg`Page not found`,
  description: msg`The page you were looking for does not exist or has moved.`,
} as const;
