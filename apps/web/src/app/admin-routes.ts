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
    title: 'Purchases',
    description: 'Every vehicle sold: its stage, its voyage and its dealer.',
    load: () => import('@/features/purchases/routes/purchases-admin-page'),
  },
  {
    path: '/admin/purchases/:id',
    access: 'staff',
    title: 'Purchase',
    description: 'One sale: move it through its stages and book it on a voyage.',
    load: () => import('./routes/admin-purchase-page'),
  },
  {
    path: '/admin/payments',
    access: 'staff',
    title: 'Payments',
    description:
      'T/T payments dealers recorded: confirm or reject each, pending first; the overdue invoices.',
    load: () => import('./routes/admin-payments-page'),
  },
  {
    path: '/admin/notifications',
    access: 'staff',
    title: 'Notifications',
    description: 'New offers, answers from dealers and sign-ups, newest first.',
    load: () => import('./routes/admin-notifications-page'),
  },
  {
    path: '/admin/offers',
    access: 'staff',
    title: 'Offers',
    description: 'Offers and price enquiries waiting an answer, oldest first: accept, counter or decline.',
    load: () => import('@/features/offers/routes/offers-admin-page'),
  },
  {
    path: '/admin/enquiries',
    access: 'staff',
    title: 'Enquiries',
    description:
      'Sourcing requests from dealers, contact-form messages and e-mailed checklists, newest first.',
    load: () => import('@/features/enquiries/routes/enquiries-admin-page'),
  },
  {
    path: '/admin/offers/:id',
    access: 'staff',
    title: 'Offer',
    description: 'An offer, its negotiation so far, and the answer.',
    load: () => import('@/features/offers/routes/admin-offer-page'),
  },
  {
    path: '/admin',
    access: 'staff',
    title: 'Dashboard',
    description: 'Stock by status, sign-ups waiting approval, offers waiting an answer, undeliverable mail.',
    load: () => import('@/features/dashboard/routes/dashboard-page'),
  },
  {
    path: '/admin/activity',
    access: 'staff',
    title: 'Activity log',
    description: 'Every change made in the back office: who, when, and what changed.',
    load: () => import('@/features/activity/routes/activity-page'),
  },
  {
    path: '/admin/announcements',
    access: 'staff',
    title: 'Announcements',
    description: 'The pop-ups and notices members see, and which are live today.',
    load: () => import('@/features/announcements/routes/announcements-admin-page'),
  },
  {
    path: '/admin/announcements/new',
    access: 'staff',
    title: 'New announcement',
    description: 'Write, preview and save a pop-up for members.',
    load: () => import('@/features/announcements/routes/announcement-editor-page'),
  },
  {
    path: '/admin/announcements/:id',
    access: 'staff',
    title: 'Announcement',
    description: 'Edit, preview or delete an announcement.',
    load: () => import('@/features/announcements/routes/announcement-editor-page'),
  },
  {
    path: '/admin/outbox',
    access: 'staff',
    title: 'Mail outbox',
    description: 'E-mails the site sends, and the ones that could not be delivered.',
    load: () => import('@/features/mail/routes/outbox-page'),
  },
  {
    path: '/admin/shipping',
    access: 'staff',
    title: 'Shipping schedule',
    description: "Voyages from Japan and the carriers' ETAs at each port of discharge.",
    load: () => import('@/features/shipping/routes/shipping-admin-page'),
  },
  {
    path: '/admin/customers',
    access: 'staff',
    title: 'Customers',
    description: 'Dealer companies, sign-ups waiting for approval, their users and currency accounts.',
    load: () => import('@/features/customers/routes/customers-page'),
  },
  {
    path: '/admin/customers/:id',
    access: 'staff',
    title: 'Customer',
    description: 'A dealer company: approval, details, users and currency accounts.',
    load: () => import('@/features/customers/routes/customer-page'),
  },
  {
    path: '/admin/staff',
    access: 'staff',
    adminOnly: true,
    title: 'Staff users',
    description: 'The sales team: invite staff users by e-mail, deactivate them (admins only).',
    load: () => import('@/features/staff/routes/staff-page'),
  },
  {
    path: '/admin/security',
    access: 'staff',
    title: 'Sign-in and security',
    description: 'Your two-step sign-in, the devices signed in to your account, and your password.',
    load: () => import('./routes/security-page'),
  },
  {
    path: '/admin/forex',
    access: 'staff',
    title: 'Forex rates',
    description: 'Yen per unit of each currency, the rates scheduled next and their history.',
    load: () => import('@/features/forex/routes/forex-admin-page'),
  },
  {
    path: '/admin/stock',
    access: 'staff',
    title: 'Stock',
    description: 'Every vehicle in stock: status, tab, make and price, 50 a page.',
    load: () => import('@/features/stock/routes/stock-list-page'),
  },
  {
    path: '/admin/stock/new',
    access: 'staff',
    title: 'Add vehicle',
    description: 'Add a vehicle to stock.',
    load: () => import('@/features/stock/routes/new-vehicle-page'),
  },
  {
    path: '/admin/stock/import',
    access: 'staff',
    title: 'Import stock',
    description: 'Add vehicles from a CSV file: check every row, then import.',
    load: () => import('@/features/stock/routes/stock-import-page'),
  },
  {
    path: '/admin/stock/:id',
    access: 'staff',
    title: 'Vehicle',
    description: 'Edit a vehicle, its status, photos and price.',
    load: () => import('@/features/stock/routes/edit-vehicle-page'),
  },
];

export interface AdminNavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Only admins (who manage the staff users) see it. */
  adminOnly?: boolean;
}

/** The back office's left navigation, in the sales team's working order. */
export const adminNav: readonly AdminNavItem[] = [
  { label: 'Dashboard', path: '/admin', icon: LayoutDashboard },
  { label: 'Offers', path: '/admin/offers', icon: HandCoins },
  { label: 'Enquiries', path: '/admin/enquiries', icon: Inbox },
  { label: 'Purchases', path: '/admin/purchases', icon: PackageCheck },
  { label: 'Payments', path: '/admin/payments', icon: Banknote },
  { label: 'Stock', path: '/admin/stock', icon: Car },
  { label: 'Customers', path: '/admin/customers', icon: Users },
  { label: 'Forex rates', path: '/admin/forex', icon: TrendingUp },
  { label: 'Shipping schedule', path: '/admin/shipping', icon: Ship },
  { label: 'Announcements', path: '/admin/announcements', icon: Megaphone },
  { label: 'Mail outbox', path: '/admin/outbox', icon: Mail },
  { label: 'Activity log', path: '/admin/activity', icon: Activity },
  { label: 'Staff users', path: '/admin/staff', icon: ShieldCheck, adminOnly: true },
  { label: 'Sign-in and security', path: '/admin/security', icon: KeyRound },
];
