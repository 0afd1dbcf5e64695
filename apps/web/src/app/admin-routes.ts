import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  Car,
  LayoutDashboard,
  Mail,
  Megaphone,
  ShieldCheck,
  Ship,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { AppRoute } from './routes';

// The back office (issue 16): the sales team's pages under /admin, in their own layout
// (layouts/admin-layout.tsx). Only staff and admins see them; anyone else gets the 404 page, and
// the server answers every /api/admin route with 401 (visitor) or 404 (customer). They are not in
// SITE_PATHS, so the HTML of /admin/... is an HTTP 404 too: nothing tells an outsider it exists.

export type AdminRoute = Omit<AppRoute, 'access'> & { access: 'staff' };

export const adminRoutes: readonly AdminRoute[] = [
  {
    path: '/admin/outbox',
    access: 'staff',
    title: 'Mail outbox',
    description: 'E-mails the site sends, and the ones that could not be delivered.',
    load: () => import('@/features/mail/routes/outbox-page'),
  },
];

export interface AdminNavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Only admins (who manage the staff users) see it. */
  adminOnly?: boolean;
}

/** The back office's left navigation, in the order of issue 16. */
export const adminNav: readonly AdminNavItem[] = [
  { label: 'Dashboard', path: '/admin', icon: LayoutDashboard },
  { label: 'Stock', path: '/admin/stock', icon: Car },
  { label: 'Customers', path: '/admin/customers', icon: Users },
  { label: 'Forex rates', path: '/admin/forex', icon: TrendingUp },
  { label: 'Shipping schedule', path: '/admin/shipping', icon: Ship },
  { label: 'Announcements', path: '/admin/announcements', icon: Megaphone },
  { label: 'Mail outbox', path: '/admin/outbox', icon: Mail },
  { label: 'Activity log', path: '/admin/activity', icon: Activity },
  { label: 'Staff users', path: '/admin/staff', icon: ShieldCheck, adminOnly: true },
];
