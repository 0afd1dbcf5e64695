import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityEntityType, VehicleStatus } from '@ibc/domain';

// The back office's words for the records it logs and counts (the activity log, the dashboard, the
// stock list): in the admin catalogue (lingui.config.ts), as only the back office draws them.

type Words = Readonly<Record<string, MessageDescriptor>>;

/** The words of the domain's activity entity types (ACTIVITY_ENTITY_LABELS). */
const ENTITY_TEXT: Readonly<Record<ActivityEntityType, MessageDescriptor>> = {
  vehicle: msg`Vehicle`,
  company: msg`Customer`,
  user: msg`User`,
  'forex-rate': msg`Forex rate`,
  voyage: msg`Voyage`,
  announcement: msg`Announcement`,
  offer: msg({ message: 'Offer', context: 'noun' }),
  purchase: msg`Purchase`,
  invoice: msg`Invoice`,
  payment: msg`Payment`,
  document: msg`Document`,
  mail: msg`E-mail`,
};

/** A logged record's type in words; a type the list does not know reads as written. */
export function entityText(i18n: I18n, type: string): string {
  const text = (ENTITY_TEXT as Partial<Words>)[type];
  return text ? i18n._(text) : type;
}

const VEHICLE_STATUS_TEXT: Readonly<Record<VehicleStatus, MessageDescriptor>> = {
  available: msg`Available`,
  reserved: msg`Reserved`,
  sold: msg`Sold`,
  withdrawn: msg`Withdrawn`,
};

/**
 * The words staff read for each record's status or stage (the log stores the machine's states): the
 * domain's *_STATUS_LABELS / *_STAGE_LABELS, in the reader's language.
 */
const STATE_TEXT: Readonly<Partial<Record<ActivityEntityType, Words>>> = {
  vehicle: VEHICLE_STATUS_TEXT,
  company: {
    pending: msg`Pending approval`,
    approved: msg`Approved`,
    rejected: msg`Rejected`,
  },
  offer: {
    submitted: msg`Submitted`,
    countered: msg`Countered`,
    accepted: msg`Accepted`,
    declined: msg`Declined`,
    withdrawn: msg`Withdrawn`,
    expired: msg`Expired`,
  },
  purchase: {
    purchased: msg`Purchased`,
    'in-yard': msg`In yard`,
    'export-certificate': msg`Export certificate issued`,
    inspected: msg`Inspected (JEVIC/MPI)`,
    booked: msg`Booked on a voyage`,
    departed: msg`Loaded / departed`,
    arrived: msg`Arrived`,
    released: msg`Released`,
    cancelled: msg`Cancelled`,
  },
  invoice: {
    due: msg`Due`,
    'part-paid': msg`Part-paid`,
    paid: msg`Paid`,
    overdue: msg`Overdue`,
    void: msg`Void`,
  },
  payment: {
    pending: msg`Awaiting confirmation`,
    confirmed: msg`Confirmed`,
    rejected: msg`Rejected`,
  },
  mail: {
    pending: msg`Waiting to send`,
    sending: msg`Sending`,
    sent: msg`Sent`,
    dead: msg`Undeliverable`,
  },
};

/** A vehicle's status in words. */
export function vehicleStatusText(i18n: I18n, status: VehicleStatus): string {
  return i18n._(VEHICLE_STATUS_TEXT[status]);
}

/** A record's status or stage in words, or undefined for a state the lists do not know. */
export function stateText(i18n: I18n, entityType: string, state: string): string | undefined {
  const text = STATE_TEXT[entityType as ActivityEntityType]?.[state];
  return text ? i18n._(text) : undefined;
}
