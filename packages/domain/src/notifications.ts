// Notifications: what a dealer or the sales team is told about, in the bell, on
// /my-account/notices and by e-mail (each kind can be turned off for e-mail in My Profile).

export const DEALER_NOTIFICATION_KINDS = {
  'offer-countered': 'The sales team countered your offer',
  'offer-accepted': 'Your offer was accepted',
  'offer-declined': 'Your offer was declined',
  'offer-expired': 'Your offer expired',
  'invoice-issued': 'An invoice was issued',
  'invoice-due-soon': 'An invoice is due soon',
  'payment-confirmed': 'Your payment was confirmed',
  'payment-rejected': 'Your payment could not be confirmed',
  'shipment-stage': 'Your vehicle reached a shipping stage',
  'document-added': 'A document was added to your purchase',
  'watch-price-drop': 'A vehicle on your watchlist dropped in price',
  'watch-reserved': 'A vehicle on your watchlist was reserved by someone else',
} as const;

/**
 * Told in the bell only: a saved search's e-mail follows its own frequency (instant, daily digest,
 * off), chosen on /my-account/saved-searches.
 */
export const BELL_ONLY_NOTIFICATION_KINDS = {
  'saved-search-match': 'New vehicles match a saved search',
} as const;

export const STAFF_NOTIFICATION_KINDS = {
  'offer-received': 'A dealer sent an offer or an enquiry',
  'offer-answered': 'A dealer answered a counter or withdrew an offer',
  'payment-recorded': 'A dealer recorded a payment',
  'customer-signed-up': 'A new customer signed up',
  'invoices-overdue': 'The daily list of overdue invoices',
  'sourcing-request': 'A dealer asked us to find a vehicle',
} as const;

export type DealerNotificationKind = keyof typeof DEALER_NOTIFICATION_KINDS;
export type StaffNotificationKind = keyof typeof STAFF_NOTIFICATION_KINDS;
export type NotificationKind =
  DealerNotificationKind | StaffNotificationKind | keyof typeof BELL_ONLY_NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  ...DEALER_NOTIFICATION_KINDS,
  ...BELL_ONLY_NOTIFICATION_KINDS,
  ...STAFF_NOTIFICATION_KINDS,
};

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KIND_LABELS, value);
}
