// Every API feature module, registered in this order by app.ts. Add one line per module.
import type { FastifyPluginAsync } from 'fastify';
import servicesPlugin from './services.ts';
import jobsPlugin from './jobs.plugin.ts';
import healthRoutes from './health/health.routes.ts';
import metricsRoutes from './metrics/metrics.routes.ts';
import mediaRoutes from './media/media.routes.ts';
import mailPlugin from './mail/mail.plugin.ts';
import mailRoutes from './mail/mail.routes.ts';
import offersRoutes from './offers/offers.routes.ts';
import offersAdminRoutes from './offers/offers-admin.routes.ts';
import purchasesRoutes from './purchases/purchases.routes.ts';
import purchasesAdminRoutes from './purchases/purchases-admin.routes.ts';
import invoicesRoutes from './invoices/invoices.routes.ts';
import invoicesAdminRoutes from './invoices/invoices-admin.routes.ts';
import paymentsRoutes from './payments/payments.routes.ts';
import paymentsAdminRoutes from './payments/payments-admin.routes.ts';
import documentsRoutes from './documents/documents.routes.ts';
import documentsAdminRoutes from './documents/documents-admin.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import enquiriesRoutes from './enquiries/enquiries.routes.ts';
import enquiriesAdminRoutes from './enquiries/enquiries-admin.routes.ts';
import watchlistRoutes from './watchlist/watchlist.routes.ts';
import savedSearchesRoutes from './saved-searches/saved-searches.routes.ts';
import announcementsRoutes from './announcements/announcements.routes.ts';
import compareRoutes from './compare/compare.routes.ts';
import geoRoutes from './geo/geo.routes.ts';
import seoRoutes from './seo/seo.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import sessionsRoutes from './auth/sessions.routes.ts';
import secondFactorRoutes from './second-factor/second-factor.routes.ts';
import notificationAddressesRoutes from './notification-addresses/notification-addresses.routes.ts';
import accountsRoutes from './accounts/accounts.routes.ts';
import utilityRoutes from './utility/utility.routes.ts';
import stockSearchRoutes from './stock-search/stock-search.routes.ts';
import lookupsRoutes from './lookups/lookups.routes.ts';
import shippingRoutes from './shipping/shipping.routes.ts';
import forexRoutes from './forex/forex.routes.ts';
import stockRoutes from './stock/stock.routes.ts';
import stockImportRoutes from './stock/stock-import.routes.ts';
import stockPhotosRoutes from './stock/stock-photos.routes.ts';
import customersRoutes from './customers/customers.routes.ts';
import staffRoutes from './staff/staff.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
import activityRoutes from './activity/activity.routes.ts';

export const apiModules: FastifyPluginAsync[] = [
  // First: every routes plugin takes its service from app.services.
  servicesPlugin,
  jobsPlugin,
  healthRoutes,
  metricsRoutes,
  mediaRoutes,
  mailPlugin,
  mailRoutes,
  offersRoutes,
  offersAdminRoutes,
  purchasesRoutes,
  purchasesAdminRoutes,
  invoicesRoutes,
  invoicesAdminRoutes,
  paymentsRoutes,
  paymentsAdminRoutes,
  documentsRoutes,
  documentsAdminRoutes,
  notificationsRoutes,
  enquiriesRoutes,
  enquiriesAdminRoutes,
  watchlistRoutes,
  savedSearchesRoutes,
  announcementsRoutes,
  compareRoutes,
  geoRoutes,
  seoRoutes,
  notificationAddressesRoutes,
  authRoutes,
  sessionsRoutes,
  secondFactorRoutes,
  accountsRoutes,
  utilityRoutes,
  stockSearchRoutes,
  lookupsRoutes,
  shippingRoutes,
  forexRoutes,
  stockRoutes,
  stockPhotosRoutes,
  stockImportRoutes,
  customersRoutes,
  staffRoutes,
  dashboardRoutes,
  activityRoutes,
];
