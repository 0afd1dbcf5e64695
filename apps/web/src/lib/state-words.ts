import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  KAP_ENQUIRY_KIND,
  type AccountStatus,
  type ActivityEntityType,
  type OfferState,
  type OutboxStatus,
  type PaymentState,
  type PurchaseState,
  type VehicleStatus,
} from '@ibc/domain';
import { VEHICLE_STATUS_MESSAGES } from './vehicle-status-words';

// The words of every record's states (the domain's *_STATUS_LABELS / *_STAGE_LABELS), one message
// per state for the members' pages and the back office alike, so a state reads the same wherever it
// is shown. In the member catalogue (lingui.config.ts), which the back office loads too. A vehicle's
// states are in vehicle-status-words.ts: visitors read them, so they are in the public catalogue.

type Words = Readonly<Partial<Record<string, MessageDescriptor>>>;

/** A purchase's stages (PURCHASE_STAGE_LABELS). */
export const PURCHASE_STAGE_MESSAGES: Readonly<Record<PurchaseState, MessageDescriptor>> = {
  purchased: msg`Purchased`,
  'in-yard': msg`In yard`,
  'export-certificate': msg`Export certificate issued`,
  inspected: msg`Inspected (JEVIC/MPI)`,
  booked: msg`Booked on a voyage`,
  departed: msg`Loaded / departed`,
  arrived: msg`Arrived`,
  released: msg`Released`,
  cancelled: msg({ message: 'Cancelled', context: 'purchase stage' }),
};

/** An invoice's statuses (INVOICE_STATUS_LABELS), void included. */
export const INVOICE_STATUS_MESSAGES: Words = {
  due: msg({ message: 'Due', context: 'invoice status' }),
  'part-paid': msg`Part-paid`,
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  overdue: msg`Overdue`,
  void: msg({ message: 'Void', context: 'invoice status' }),
};

/** An offer's states (OFFER_STATE_LABELS). */
const OFFER_STATUS_MESSAGES: Readonly<Record<OfferState, MessageDescriptor>> = {
  submitted: msg({ message: 'Submitted', context: 'offer status' }),
  countered: msg({ message: 'Countered', context: 'offer status' }),
  accepted: msg({ message: 'Accepted', context: 'offer status' }),
  declined: msg({ message: 'Declined', context: 'offer status' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'offer status' }),
  expired: msg({ message: 'Expired', context: 'offer status' }),
};

/** A price enquiry's open states (KAP_ENQUIRY_STATE_LABELS); its closed ones read as an offer's. */
const KAP_ENQUIRY_STATUS_MESSAGES: Words = {
  submitted: msg`Awaiting price`,
  countered: msg`Price received`,
};

/** A payment's states (PAYMENT_STATUS_LABELS). */
export const PAYMENT_STATUS_MESSAGES: Readonly<Record<PaymentState, MessageDescriptor>> = {
  pending: msg({ message: 'Awaiting confirmation', context: 'payment status' }),
  confirmed: msg({ message: 'Confirmed', context: 'payment status' }),
  rejected: msg({ message: 'Rejected', context: 'payment status' }),
};

/** A customer account's statuses (CUSTOMER_STATUS_LABELS). */
export const ACCOUNT_STATUS_MESSAGES: Readonly<Record<AccountStatus, MessageDescriptor>> = {
  pending: msg`Pending approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/** An e-mail's states in the outbox (OUTBOX_STATUS_LABELS). */
export const OUTBOX_STATUS_MESSAGES: Readonly<Record<OutboxStatus, MessageDescriptor>> = {
  pending: msg`Waiting to send`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  dead: msg`Undeliverable`,
};

/** The states of each record the activity log names (it stores the machine's states). */
const STATE_MESSAGES: Readonly<Partial<Record<ActivityEntityType, Words>>> = {
  vehicle: VEHICLE_STATUS_MESSAGES,
  company: ACCOUNT_STATUS_MESSAGES,
  offer: OFFER_STATUS_MESSAGES,
  purchase: PURCHASE_STAGE_MESSAGES,
  invoice: INVOICE_STATUS_MESSAGES,
  payment: PAYMENT_STATUS_MESSAGES,
  mail: OUTBOX_STATUS_MESSAGES,
};

/** A record's status or stage in words, or undefined for a state the lists do not know. */
export function stateText(i18n: I18n, entityType: string, state: string): string | undefined {
  const words = STATE_MESSAGES[entityType as ActivityEntityType]?.[state];
  return words ? i18n._(words) : undefined;
}

/** An offer's state for its kind, as the domain's offerStateLabel; unknown states as given. */
export function offerStatusText(i18n: I18n, status: string, kind?: string): string {
  const words =
    (kind === KAP_ENQUIRY_KIND ? KAP_ENQUIRY_STATUS_MESSAGES[status] : undefined) ??
    (OFFER_STATUS_MESSAGES as Words)[status];
  return words ? i18n._(words) : status;
}

/** A vehicle's status in words, as staff read it (not the buyer's own 'Reserved for you'). */
export function vehicleStatusText(i18n: I18n, status: VehicleStatus): string {
  return i18n._(VEHICLE_STATUS_MESSAGES[status]);
}
