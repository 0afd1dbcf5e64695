// The negotiation of an offer: who may do what, in which state, and where it leads. The API refuses
// any step this table does not allow (409); offers.status is where the steps led.
import { defineMachine } from './state-machine.ts';

export const OFFER_STATES = [
  'submitted',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export type OfferActorRole = 'dealer' | 'staff' | 'system';

/**
 * Steps of a negotiation. Staff: accept, counter (amount + message), decline (reason). Dealer, on a
 * counter: accept it, reoffer (a new amount) or withdraw; on his own open offer: withdraw. System:
 * expire an open offer nobody answered in time, or decline it when the car went to another dealer.
 */
export const OFFER_ACTIONS = ['accept', 'counter', 'decline', 'reoffer', 'withdraw', 'expire'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** What an acceptance needs to know besides the offer's state. */
export interface OfferFacts {
  /** There is an amount on the table (a price enquiry has none before its counter). */
  hasAmount: boolean;
  /** The vehicle is still for sale: available, not reserved, sold or withdrawn. */
  vehicleAvailable: boolean;
}

export const NO_AMOUNT_TO_ACCEPT =
  /*i18n*/ 'This is a price enquiry: send the dealer a price with Counter; he can accept it from there.';
export const VEHICLE_NO_LONGER_AVAILABLE = /*i18n*/ 'This vehicle is no longer available.';

const acceptGuards = [
  (facts: OfferFacts) => (facts.hasAmount ? null : NO_AMOUNT_TO_ACCEPT),
  (facts: OfferFacts) => (facts.vehicleAvailable ? null : VEHICLE_NO_LONGER_AVAILABLE),
];

/**
 * "submitted -> countered -> (dealer) accepted / re-offered / withdrawn; submitted -> accepted /
 * declined; any open offer expires". Beyond that: staff may counter or decline again while their
 * counter is open (a better price, or the car went elsewhere), and a dealer may withdraw an offer the
 * sales team has not answered yet.
 */
export const OFFER_MACHINE = /* @__PURE__ */ defineMachine<OfferState, OfferAction, OfferFacts>({
  name: 'offer',
  states: OFFER_STATES,
  actions: OFFER_ACTIONS,
  transitions: [
    { action: 'accept', from: ['submitted'], to: 'accepted', roles: ['staff'], guards: acceptGuards },
    { action: 'accept', from: ['countered'], to: 'accepted', roles: ['dealer'], guards: acceptGuards },
    { action: 'counter', from: ['submitted', 'countered'], to: 'countered', roles: ['staff'] },
    // The system declines the other open offers on a car another dealer bought.
    { action: 'decline', from: ['submitted', 'countered'], to: 'declined', roles: ['staff', 'system'] },
    { action: 'reoffer', from: ['countered'], to: 'submitted', roles: ['dealer'] },
    { action: 'withdraw', from: ['submitted', 'countered'], to: 'withdrawn', roles: ['dealer'] },
    { action: 'expire', from: ['submitted', 'countered'], to: 'expired', roles: ['system'] },
  ],
  notAllowed: {
    accept: /*i18n*/ 'This offer can no longer be accepted.',
    counter: /*i18n*/ 'This offer can no longer be countered.',
    decline: /*i18n*/ 'This offer can no longer be declined.',
    reoffer: /*i18n*/ 'You can send a new amount only in answer to a counter offer.',
    withdraw: /*i18n*/ 'This offer can no longer be withdrawn.',
    expire: /*i18n*/ 'This offer is no longer open.',
  },
});

/** Open offers: the ones still waiting for an answer (and so able to expire). */
export const OPEN_OFFER_STATES: readonly OfferState[] = /* @__PURE__ */ OFFER_MACHINE.from('expire');

export function isOpenOffer(state: string): boolean {
  return (OPEN_OFFER_STATES as readonly string[]).includes(state);
}

/** Whose move it is: the sales team answers a submitted offer, the dealer a counter; nobody's once closed. */
export function offerAwaiting(state: string): 'staff' | 'dealer' | null {
  if (state === 'submitted') return 'staff';
  if (state === 'countered') return 'dealer';
  return null;
}

/** An open offer without an answer expires after this many days ("default 3"). */
export const DEFAULT_OFFER_EXPIRY_DAYS = 3;

export function offerExpiresAt(from: Date, days: number = DEFAULT_OFFER_EXPIRY_DAYS): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/** What the other dealers are told when a vehicle they offered on is sold. */
export const SOLD_TO_ANOTHER_CUSTOMER = 'Sold to another customer';

export const OFFER_STATE_LABELS: Readonly<Record<OfferState, string>> = {
  submitted: 'Submitted',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/**
 * A KAP vehicle is priced on enquiry (§7 send-email-kap-enquiry): the dealer's enquiry waits in the
 * sales team's inbox as an offer of this kind with no amount, and their Counter sends the price.
 */
export const KAP_ENQUIRY_KIND = 'kap-enquiry';

/**
 * What a price enquiry's state means to the people reading it: the sales team owes a price
 * ('Awaiting price'), then the dealer holds one ('Price received'); closed states read as for offers.
 */
export const KAP_ENQUIRY_STATE_LABELS: Readonly<Partial<Record<OfferState, string>>> = {
  submitted: 'Awaiting price',
  countered: 'Price received',
};

/** The label of an offer's state, for its kind ('offer' or KAP_ENQUIRY_KIND); unknown states as given. */
export function offerStateLabel(state: string, kind: string = 'offer'): string {
  const labels: Readonly<Partial<Record<string, string>>> =
    kind === KAP_ENQUIRY_KIND ? { ...OFFER_STATE_LABELS, ...KAP_ENQUIRY_STATE_LABELS } : OFFER_STATE_LABELS;
  return labels[state] ?? state;
}

/** Nothing can be accepted before there is an amount on the table (a price enquiry before its counter). */
export function hasAmountToAccept(amount: string | null): boolean {
  return amount !== null && /^\d+(\.\d+)?$/.test(amount) && Number(amount) > 0;
}
