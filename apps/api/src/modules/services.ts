// The composition root of the API's use cases (docs/architecture.md): services are created here,
// once per app, with their repositories and the infrastructure they need; a routes file takes its
// service from `app.services` and holds only HTTP. Modules never import each other (eslint
// boundary), so a dependency between two of them is wired here (offers store KAP enquiries through
// the enquiries repository). A test builds the same services without Fastify: createServices({...}).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { ReadRouting } from '../db/read-routing.ts';
import type { StepVehicle } from '../lib/deal-hooks.ts';
import type { RateLimitRule } from '../lib/rate-limit.ts';
import type { FileStorage } from '../lib/object-store.ts';
import type { ScheduledJob } from '../lib/scheduled-jobs.ts';
import type { VehiclePhotos } from '../lib/vehicle-photos.ts';
import { createAccountsService } from './accounts/accounts.service.ts';
import { createActivityService } from './activity/activity.service.ts';
import { createAnnouncementsAdminService } from './announcements/announcements-admin.service.ts';
import { createAnnouncementsRepository } from './announcements/announcements.repository.ts';
import { createAnnouncementsService } from './announcements/announcements.service.ts';
import type { TokenSigner } from '../lib/auth-context.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createCompareRepository } from './compare/compare.repository.ts';
import { createCompareService } from './compare/compare.service.ts';
import { createCustomersService } from './customers/customers.service.ts';
import { createDashboardService } from './dashboard/dashboard.service.ts';
import { createEnquiriesRepository } from './enquiries/enquiries.repository.ts';
import { createEnquiriesService } from './enquiries/enquiries.service.ts';
import { createForexService } from './forex/forex.service.ts';
import { createGeoService } from './geo/geo.service.ts';
import { createHealthRepository } from './health/health.repository.ts';
import { createLookupsRepository } from './lookups/lookups.repository.ts';
import { createMetricsRepository } from './metrics/metrics.repository.ts';
import { createOutboxAdminService } from './mail/outbox-admin.service.ts';
import { createNotificationAddressesService } from './notification-addresses/notification-addresses.service.ts';
import { createOffersService } from './offers/offers.service.ts';
import { createOfferNegotiationService } from './offers/offer-negotiation.service.ts';
import { createNotifier } from './notifications/notifier.ts';
import { createPurchasesService } from './purchases/purchases.service.ts';
import { createInvoicesService } from './invoices/invoices.service.ts';
import { createPaymentsService } from './payments/payments.service.ts';
import { createDocumentsService } from './documents/documents.service.ts';
import { createNotificationsService } from './notifications/notifications.service.ts';
import { createShippingService } from './shipping/shipping.service.ts';
import { createSecondFactorService } from './second-factor/second-factor.service.ts';
import { createStaffService } from './staff/staff.service.ts';
import { createStockSearchService } from './stock-search/stock-search.service.ts';
import { createStockService } from './stock/stock.service.ts';
import { createStockImportService } from './stock/stock-import.service.ts';
import { createStockPhotosService } from './stock/stock-photos.service.ts';
import { createWatchlistService } from './watchlist/watchlist.service.ts';
import { createSavedSearchesService } from './saved-searches/saved-searches.service.ts';
import { mayWrite } from '../lib/write-requests.ts';

/** What the services are built from: the app's infrastructure, nothing of HTTP. */
export interface ServiceInfrastructure {
  db: Db;
  /** Where the stock search reads (a read replica when it may answer); unset: db. */
  reads?: ReadRouting;
  /** Address of the sales team (SALES_EMAIL). */
  salesEmail: string;
  /** The IP lookup provider (GEOIP_URL); none: nothing leaves the machine. */
  geoProviderUrl?: string;
  publicUrl: () => string;
  vehiclePhotos: VehiclePhotos;
  tokens: TokenSigner;
  /** Searches of page size 'All' per member (null: no limit). */
  searchAllPerMember: RateLimitRule | null;
  /** The embedded database runs one statement at a time (PGlite): long reads go in parts. */
  oneStatementAtATime: boolean;
  /** Wakes the mail worker after a commit that queued mail. */
  wakeMail: () => void;
  log?: { info(obj: object, msg?: string): void; error?(obj: object, msg?: string): void };
  /** Days an open offer waits for an answer (OFFER_EXPIRY_DAYS). */
  offerExpiryDays: number;
  /** How long a visitor's search page may be reused while the stock is unchanged (0: never). */
  searchPageCacheMs: number;
  /** How long visitors' searches on this instance share a read of the stock's version (0: never). */
  searchVisitorVersionMs: number;
  /** SEARCH_INDEX: where searches' pages and counts come from. */
  searchIndex: 'memory' | 'database';
  /** Where files' bytes are stored (FILE_STORAGE, S3_*); the database when not given. */
  fileStorage?: FileStorage;
}

export function createServices(infra: ServiceInfrastructure) {
  const { db, salesEmail, vehiclePhotos, wakeMail, fileStorage } = infra;
  const notificationAddresses = createNotificationAddressesService({ db, publicUrl: infra.publicUrl });
  /** The bell's rows and the dealers' notification e-mails, for every service that reports. */
  const notifier = createNotifier({ publicUrl: infra.publicUrl });
  const { notify } = notifier;
  // Sign-in asks the second-factor service for the second step; a session confirmed later (its user
  // added his first factor) is marked by the auth module, which owns sessions.
  const secondFactor = createSecondFactorService({
    db,
    serverKey: infra.tokens.key,
    publicUrl: infra.publicUrl,
    confirmSession: (tx, sessionId, method) => auth.confirmSession(tx, sessionId, method),
  });
  const auth = createAuthService({
    db,
    tokens: infra.tokens,
    notificationAddresses,
    notify,
    secondFactor,
    publicUrl: infra.publicUrl,
  });
  // Users the back office invites and deactivates: password links and sessions are the auth module's.
  const staff = createStaffService({
    db,
    publicUrl: infra.publicUrl,
    sessions: auth,
    resetSecondFactor: secondFactor.reset,
    wakeMail,
  });
  /** The back office's activity log; the dashboard shows its newest entries. */
  const activity = createActivityService({ db });
  /** The deal after the offer: offers hand an accepted offer to purchases, which has invoices
   *  issue its proforma in the same transaction. */
  const invoices = createInvoicesService({ db, notify, wakeMail });
  /** The back office's stock pages, and the one place a vehicle's status changes. */
  const stock = createStockService({ db });
  const stepVehicle: StepVehicle = (tx, vehicleId, action, actor) =>
    stock.stepVehicle(tx, vehicleId, action, 'system', actor);
  const purchases = createPurchasesService({
    db,
    notify,
    vehiclePhotos,
    issueProforma: (tx, purchaseId, actor) => invoices.issueProforma(tx, purchaseId, actor),
    purchaseDatesMoved: (tx, purchaseId, actor) => invoices.purchaseDatesMoved(tx, purchaseId, actor),
    purchaseCancelled: (tx, purchaseId, actor) => invoices.cancelPurchaseInvoices(tx, purchaseId, actor),
    stepVehicle,
  });
  const offerNegotiation = createOfferNegotiationService({
    db,
    notify,
    vehiclePhotos,
    stepVehicle,
    createPurchase: (tx, offer) => purchases.createFromAcceptedOffer(tx, offer),
    expiryDays: infra.offerExpiryDays,
    wakeMail,
  });
  const enquiries = createEnquiriesService({
    db,
    salesEmail,
    vehiclePhotos,
    wakeMail,
    log: infra.log,
    notify,
    publicUrl: infra.publicUrl,
  });
  const stockSearch = createStockSearchService({
    db,
    readRouting: infra.reads,
    vehiclePhotos,
    allPagesPerMember: infra.searchAllPerMember,
    pageCacheTtlMs: infra.searchPageCacheMs,
    visitorVersionMs: infra.searchVisitorVersionMs,
    memoryIndex: infra.searchIndex === 'memory',
    onIndexError: (error) =>
      infra.log?.error?.({ err: error }, 'The in-memory stock index could not be built.'),
    // 500 rows are ~10 ms in PGlite: nothing waits longer behind an 'All' page.
    ...(infra.oneStatementAtATime && { pagePartRows: 500, searchesAtOnce: 2 }),
  });
  return {
    accounts: createAccountsService({ db, notificationAddresses, wakeMail }),
    activity,
    announcements: createAnnouncementsService({ repo: createAnnouncementsRepository(db) }),
    /** The back office's announcements: create, edit, delete, images. */
    announcementsAdmin: createAnnouncementsAdminService({ db, fileStorage }),
    auth,
    /** Passkeys, authenticator apps and recovery codes (the second step of a sign-in). */
    secondFactor,
    compare: createCompareService({ repo: createCompareRepository(db), db, vehiclePhotos }),
    /** The back office's customers; invited users are created by the staff service. */
    customers: createCustomersService({
      db,
      publicUrl: infra.publicUrl,
      inviteUser: staff.inviteInTx,
      wakeMail,
    }),
    /** The back office's dashboard figures. */
    dashboard: createDashboardService({ db, recentActivity: (limit) => activity.recent(limit) }),
    enquiries,
    /** Forex rates and their history: the back office and the yen chart. */
    forex: createForexService({ db }),
    geo: createGeoService({ providerUrl: infra.geoProviderUrl }),
    /** Modules without rules of their own (health, reference data) use a repository. */
    health: createHealthRepository(db),
    lookups: createLookupsRepository(db),
    /** The backlogs Prometheus reads (scheduled jobs, outgoing mail). */
    metrics: createMetricsRepository(db),
    /** Shared by sign-up (auth) and My Profile (accounts). */
    notificationAddresses,
    notifier,
    offers: createOffersService({
      db,
      notify,
      salesEmail,
      vehiclePhotos,
      wakeMail,
      enquiries: createEnquiriesRepository,
      expiryDays: infra.offerExpiryDays,
    }),
    offerNegotiation,
    purchases,
    invoices,
    payments: createPaymentsService({ db, notify, wakeMail, fileStorage }),
    /** The papers of a deal (bill of lading, export certificate...), uploaded by staff. */
    documents: createDocumentsService({ db, notify, wakeMail, fileStorage }),
    /** The bell; rows are written by lib/notifications.ts. */
    notifications: createNotificationsService({ db }),
    /** The shipping schedule: voyages in the back office, sailings for members. */
    shipping: createShippingService({
      db,
      voyageMoved: (tx, voyageId, actor) => purchases.voyageMoved(tx, voyageId, actor),
    }),
    /** The staff view of the outbox; the mail worker (mail.plugin.ts) makes its own repository. */
    outbox: createOutboxAdminService({ db, wakeMail }),
    /** Staff users and deactivation of any user. */
    staff,
    stock,
    /** A vehicle's photos in the back office: upload (resized with sharp), order, default, delete. */
    /** The stock CSV: template, check, import in batches, export. */
    stockImport: createStockImportService({ db }),
    stockPhotos: createStockPhotosService({ db, log: infra.log, fileStorage }),
    stockSearch,
    /** Dealer tools: watched vehicles and what happens to them. */
    watchlist: createWatchlistService({ db, notify, vehiclePhotos, wakeMail }),
    /** Dealer tools: saved searches matched by stock search's own SQL; sourcing requests
     *  go to the enquiries inbox. */
    savedSearches: createSavedSearchesService({
      db,
      notify,
      vehiclePhotos,
      publicUrl: infra.publicUrl,
      wakeMail,
      matchingIds: (member, filter, ids) => stockSearch.matchingIds(member, filter, ids),
      requestSourcing: async (tx, request) => {
        await enquiries.requestSourcing(tx, request);
      },
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * The recurring jobs of the platform, run by modules/jobs.plugin.ts on whichever
 * instance claims them first. Add one line per job a service offers.
 */
export function scheduledJobs(services: Services): ScheduledJob[] {
  return [
    services.offerNegotiation.expiryJob,
    services.invoices.remindersJob,
    services.invoices.overdueJob,
    services.watchlist.changesJob,
    services.savedSearches.alertsJob,
    services.savedSearches.digestJob,
    services.secondFactor.challengesJob,
  ];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of the API, composed once (modules/services.ts). */
    services: Services;
  }
}

/** Decorates the app with its services; registered before every routes plugin (modules/index.ts). */
export default fp(
  function servicesPlugin(app: FastifyInstance): Promise<void> {
    app.decorate(
      'services',
      createServices({
        db: app.db,
        reads: app.readRouting,
        salesEmail: app.config.SALES_EMAIL,
        geoProviderUrl: app.config.GEOIP_URL,
        publicUrl: app.publicUrl,
        vehiclePhotos: app.vehiclePhotos,
        tokens: app.tokens,
        searchAllPerMember: app.limits.searchAllPerMember,
        oneStatementAtATime: app.database.driver === 'pglite',
        // The mail plugin decorates the worker; it is looked up when mail is queued, not now.
        wakeMail: () => app.mailWorker.wake(),
        log: app.log,
        offerExpiryDays: app.config.OFFER_EXPIRY_DAYS,
        searchPageCacheMs: app.config.SEARCH_PAGE_CACHE_SECONDS * 1000,
        searchVisitorVersionMs: app.config.SEARCH_VISITOR_VERSION_MS,
        searchIndex: app.config.SEARCH_INDEX,
        fileStorage: app.fileStorage,
      }),
    );
    // The in-memory stock index is built once the app is ready, without holding up its start (the
    // database answers searches until it is); closing waits for a build under way.
    app.addHook('onReady', () => {
      void app.services.stockSearch.refreshIndex();
      return Promise.resolve();
    });
    app.addHook('onClose', () => app.services.stockSearch.close());
    // Before a write's answer leaves: a visitor's search after it reads the stock's version again.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (mayWrite(request)) app.services.stockSearch.forgetVisitorVersion();
      done(null, payload);
    });
    return Promise.resolve();
  },
  { name: 'services' },
);
