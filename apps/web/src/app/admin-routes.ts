import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  Banknote,
  Car,
  HandCoins,
  Inbox,
  KeyRound,
  LayoutDashboard,
  Mail,
  Megaphone,
  PackageCheck,
  ShieldCheck,
  Ship,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { AppRoute } from './routes';

// The back office: the sales team's pages under /admin, in their own layout
// (layouts/admin-layout.tsx). Only staff and admins see them; anyone else gets the 404 page, and
// the server answers every /api/admin route with 401 (visitor) or 404 (customer). Their HTML is the
// app's shell with HTTP 200 (@ibc/domain BACK_OFFICE_PATHS, kept equal to this table by a test), so
// staff's browsers log no failed document; an unknown /admin/... address is a 404.

export type AdminRoute = Omit<AppRoute, 'access'> & {
  access: 'staff';
  /** Only admins (who manage the staff users); other staff get the 404 page too. */
  adminOnly?: boolean;
};

export const adminRoutes: readonly AdminRoute[] = [
  {
    path: '/admin/purchases',
    access: 'staff',
    title: msg`Purchases`,
    description: msg`Every vehicle sold: its stage, its voyage and its dealer.`,
    load: () => import('@/features/purchases/routes/purchases-admin-page'),
  },
  {
    path: '/admin/purchases/:id',
    access: 'staff',
    title: msg`Purchase`,
    description: msg`One sale: move it through its stages and book it on a voyage.`,
    load: () => import('./routes/admin-purchase-page'),
  },
  {
    path: '/admin/payments',
    access: 'staff',
    title: msg`Payments`,
    description: msg`T/T payments dealers recorded: confirm or reject each, pending first; the overdue invoices.`,
    load: () => import('./routes/admin-payments-page'),
  },
  {
    path: '/admin/notifications',
    access: 'staff',
    title: msg`Notifications`,
    description: msg`New offers, answers from dealers and sign-ups, newest first.`,
    load: () => import('./routes/admin-notifications-page'),
  },
  {
    path: '/admin/offers',
    access: 'staff',
    title: msg`Offers`,
    description: msg`Offers and price enquiries waiting an answer, oldest first: accept, counter or decline.`,
    load: () => import('@/features/offers/routes/offers-admin-page'),
  },
  {
    path: '/admin/enquiries',
    access: 'staff',
    title: msg`Enquiries`,
    description: msg`Sourcing requests from dealers, contact-form messages and e-mailed checklists, newest first.`,
    load: () => import('@/features/enquiries/routes/enquiries-admin-page'),
  },
  {
    path: '/admin/offers/:id',
    access: 'staff',
    title: msg({ message: 'Offer', context: 'noun' }),
    description: msg`An offer, its negotiation so far, and the answer.`,
    load: () => import('@/features/offers/routes/admin-offer-page'),
  },
  {
    path: '/admin',
    access: 'staff',
    title: msg`Dashboard`,
    description: msg`Stock by status, sign-ups waiting approval, offers waiting an answer, undeliverable mail.`,
    load: () => import('@/features/dashboard/routes/dashboard-page'),
  },
  {
    path: '/admin/activity',
    access: 'staff',
    title: msg`Activity log`,
    description: msg`Every change made in the back office: who, when, and what changed.`,
    load: () => import('@/features/activity/routes/activity-page'),
  },
  {
    path: '/admin/announcements',
    access: 'staff',
    title: msg`Announcements`,
    description: msg`The pop-ups and notices members see, and which are live today.`,
    load: () => import('@/features/announcements/routes/announcements-admin-page'),
  },
  {
    path: '/admin/announcements/new',
    access: 'staff',
    title: msg`New announcement`,
    description: msg`Write, preview and save a pop-up for members.`,
    load: () => import('@/features/announcements/routes/announcement-editor-page'),
  },
  {
    path: '/admin/announcements/:id',
    access: 'staff',
    title: msg`Announcement`,
    description: msg`Edit, preview or delete an announcement.`,
    load: () => import('@/features/announcements/routes/announcement-editor-page'),
  },
  {
    path: '/admin/outbox',
    access: 'staff',
    title: msg`Mail outbox`,
    description: msg`E-mails the site sends, and the ones that could not be delivered.`,
    load: () => import('@/features/mail/routes/outbox-page'),
  },
  {
    path: '/admin/shipping',
    access: 'staff',
    title: msg`Shipping schedule`,
    description: msg`Voyages from Japan and the carriers' ETAs at each port of discharge.`,
    load: () => import('@/features/shipping/routes/shipping-admin-page'),
  },
  {
    path: '/admin/customers',
    access: 'staff',
    title: msg`Customers`,
    description: msg`Dealer companies, sign-ups waiting for approval, their users and currency accounts.`,
    load: () => import('@/features/customers/routes/customers-page'),
  },
  {
    path: '/admin/customers/:id',
    access: 'staff',
    title: msg`Customer`,
    description: msg`A dealer company: approval, details, users and currency accounts.`,
    load: () => import('@/features/customers/routes/customer-page'),
  },
  {
    path: '/admin/staff',
    access: 'staff',
    adminOnly: true,
    title: msg`Staff users`,
    description: msg`The sales team: invite staff users by e-mail, deactivate them (admins only).`,
    load: () => import('@/features/staff/routes/staff-page'),
  },
  {
    path: '/admin/security',
    access: 'staff',
    title: msg`Sign-in and security`,
    description: msg`Your two-step sign-in, the devices signed in to your account, and your password.`,
    load: () => import('./routes/security-page'),
  },
  {
    path: '/admin/forex',
    access: 'staff',
    title: msg`Forex rates`,
    description: msg`Yen per unit of each currency, the rates scheduled next and their history.`,
    load: () => import('@/features/forex/routes/forex-admin-page'),
  },
  {
    path: '/admin/stock',
    access: 'staff',
    title: msg`Stock`,
    description: msg`Every vehicle in stock: status, tab, make and price, 50 a page.`,
    load: () => import('@/features/stock/routes/stock-list-page'),
  },
  {
    path: '/admin/stock/new',
    access: 'staff',
    title: msg`Add vehicle`,
    description: msg`Add a vehicle to stock.`,
    load: () => import('@/features/stock/routes/new-vehicle-page'),
  },
  {
    path: '/admin/stock/import',
    access: 'staff',
    title: msg`Import stock`,
    description: msg`Add vehicles from a CSV file: check every row, then import.`,
    load: () => import('@/features/stock/routes/stock-import-page'),
  },
  {
    path: '/admin/stock/:id',
    access: 'staff',
    title: msg`Vehicle`,
    description: msg`Edit a vehicle, its status, photos and price.`,
    load: () => import('@/features/stock/routes/edit-vehicle-page'),
  },
];

export interface AdminNavItem {
  label: MessageDescriptor;
  path: string;
  icon: LucideIcon;
  /** Only admins (who manage the staff users) see it. */
  adminOnly?: boolean;
}

/** The back office's left navigation, in the sales team's working order. */
export const adminNav: readonly AdminNavItem[] = [
  { label: msg`Dashboard`, path: '/admin', icon: LayoutDashboard },
  { label: msg`Offers`, path: '/admin/offers', icon: HandCoins },
  { label: msg`Enquiries`, path: '/admin/enquiries', icon: Inbox },
  { label: msg`Purchases`, path: '/admin/purchases', icon: PackageCheck },
  { label: msg`Payments`, path: '/admin/payments', icon: Banknote },
  { label: msg`Stock`, path: '/admin/stock', icon: Car },
  { label: msg`Customers`, path: '/admin/customers', icon: Users },
  { label: msg`Forex rates`, path: '/admin/forex', icon: TrendingUp },
  { label: msg`Shipping schedule`, path: '/admin/shipping', icon: Ship },
  { label: msg`Announcements`, path: '/admin/announcements', icon: Megaphone },
  { label: msg`Mail outbox`, path: '/admin/outbox', icon: Mail },
  { label: msg`Activity log`, path: '/admin/activity', icon: Activity },
  { label: msg`Staff users`, path: '/admin/staff', icon: ShieldCheck, adminOnly: true },
  { label: msg`Sign-in and security`, path: '/admin/security', icon: KeyRound },
];
