// Contracts of the back office's own pages: the dashboard's figures and the activity log
// (who changed what, when, with the before/after of each changed field).
import { fill } from '../message-text.ts';
import { z } from 'zod';
import { pageOf, pageQueryFields } from './paging.ts';

/** One log entry as staff read it; `changes` lists only the fields that changed. */
export const activityChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  /** ISO instant of the change. */
  at: z.string(),
  /** The staff user's e-mail, or the system's name (a job, the CLI). */
  actorEmail: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  summary: z.string(),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/**
 * Every kind of record the activity log writes, with the word staff use for it: the log's writer takes
 * only these (lib/activity-log.ts), and the page's Entity filter offers all of them.
 */
export const ACTIVITY_ENTITY_TYPES = [
  'vehicle',
  'company',
  'user',
  'forex-rate',
  'voyage',
  'announcement',
  'offer',
  'purchase',
  'invoice',
  'payment',
  'document',
  'mail',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const ACTIVITY_ENTITY_LABELS: Readonly<Record<ActivityEntityType, string>> = {
  vehicle: 'Vehicle',
  company: 'Customer',
  user: 'User',
  'forex-rate': 'Forex rate',
  voyage: 'Voyage',
  announcement: 'Announcement',
  offer: 'Offer',
  purchase: 'Purchase',
  invoice: 'Invoice',
  payment: 'Payment',
  document: 'Document',
  mail: 'E-mail',
};

/** The word for a logged record's type; a type the list does not know reads as written. */
export function activityEntityLabel(type: string): string {
  return (ACTIVITY_ENTITY_LABELS as Readonly<Partial<Record<string, string>>>)[type] ?? type;
}

export const ACTIVITY_PAGE_SIZE = 50;

const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: fill(/*i18n*/ '{field} must be a date and time, e.g. 2026-11-23T00:00:00+09:00.', { field }),
  });

/** The log's filters: the page's query and the CSV export's alike. */
const activityFilterSchema = z.object({
  entityType: z
    .enum(ACTIVITY_ENTITY_TYPES, { error: `entityType is one of ${ACTIVITY_ENTITY_TYPES.join(', ')}.` })
    .optional(),
  entityId: z.string().trim().min(1).max(64, { error: 'entityId is at most 64 characters.' }).optional(),
  /** Part of the staff user's e-mail ('sales' finds sales@demo.local). */
  actor: z.string().trim().min(1).max(254, { error: 'actor is at most 254 characters.' }).optional(),
  from: instant('from').optional(),
  to: instant('to').optional(),
});

const periodInOrder = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to);
const periodMessage = { path: ['to'], error: /*i18n*/ 'The end of the period must be after its start.' };

/**
 * GET /api/admin/activity: newest first. `from` and `to` are instants (the page turns the staff
 * user's calendar days into their own midnights), `to` exclusive.
 */
export const activityQuerySchema = activityFilterSchema
  .extend(pageQueryFields(ACTIVITY_PAGE_SIZE))
  .refine(periodInOrder, periodMessage);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** The most rows one CSV export holds (newest first): a year of a busy back office. */
export const ACTIVITY_EXPORT_LIMIT = 50_000;

/** GET /api/admin/activity.csv: the log with the page's filters, newest first, as a spreadsheet. */
export const activityExportQuerySchema = activityFilterSchema.refine(periodInOrder, periodMessage);
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

export const activityPageSchema = pageOf(activityEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /api/admin/dashboard: what needs the sales team's attention, counted in the database. */
export const dashboardFiguresSchema = z.object({
  vehicles: z.object({
    available: z.number().int(),
    reserved: z.number().int(),
    sold: z.number().int(),
    withdrawn: z.number().int(),
  }),
  /** Vehicles whose listed_at is within the last 7 days. */
  listedThisWeek: z.number().int(),
  /** Companies whose sign-up waits for approval (status 'pending'). */
  pendingSignUps: z.number().int(),
  /** Offers members submitted that have no answer yet (status 'submitted'). */
  offersAwaitingAnswer: z.number().int(),
  /** E-mails the outbox gave up on (status 'dead'). */
  undeliverableMail: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const DASHBOARD_RECENT_ACTIVITY = 10;

export const dashboardSchema = z.object({
  figures: dashboardFiguresSchema,
  /** When the figures were counted (ISO instant). */
  countedAt: z.string(),
  /** The newest entries of the activity log. */
  recentActivity: z.array(activityEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
