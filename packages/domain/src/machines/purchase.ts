// The life of a purchase: staff move it forward through the shipment's stages, each with the date it
// happened, book it on a voyage, or cancel it before it leaves Japan. The dealer names the consignee
// until it is booked. One table, checked by the API on the locked purchase row.
import { fill } from '../message-text.ts';
import { formatCalendarDate, type CalendarDate } from '../calendar-date.ts';
import { defineMachine } from './state-machine.ts';

/** The shipment's stages, in order: the dealer's timeline. */
export const PURCHASE_STAGES = [
  'purchased',
  'in-yard',
  'export-certificate',
  'inspected',
  'booked',
  'departed',
  'arrived',
  'released',
] as const;
export type PurchaseStage = (typeof PURCHASE_STAGES)[number];

/** Every state of a purchase: a stage of the shipment, or cancelled. */
export const PURCHASE_STATES = [...PURCHASE_STAGES, 'cancelled'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

// The stages' labels are messages (the API's notifications say them inside a sentence); 'Cancelled'
// is not, a word that needs its context in a translation, and no message says it.
export const PURCHASE_STAGE_LABELS: Readonly<Record<PurchaseState, string>> = {
  purchased: /*i18n*/ 'Purchased',
  'in-yard': /*i18n*/ 'In yard',
  'export-certificate': /*i18n*/ 'Export certificate issued',
  inspected: /*i18n*/ 'Inspected (JEVIC/MPI)',
  booked: /*i18n*/ 'Booked on a voyage',
  departed: /*i18n*/ 'Loaded / departed',
  arrived: /*i18n*/ 'Arrived',
  released: /*i18n*/ 'Released',
  cancelled: 'Cancelled',
};

export const PURCHASE_ACTIONS = [
  'mark-in-yard',
  'mark-export-certificate',
  'mark-inspected',
  'book',
  'mark-departed',
  'mark-arrived',
  'mark-released',
  'cancel',
  'edit-parties',
  'invoice',
] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

/** The stages staff record with a date (Save stage); 'booked' is reached by booking on a voyage. */
export const DATED_STAGE_ACTIONS = {
  'in-yard': 'mark-in-yard',
  'export-certificate': 'mark-export-certificate',
  inspected: 'mark-inspected',
  departed: 'mark-departed',
  arrived: 'mark-arrived',
  released: 'mark-released',
} as const satisfies Partial<Record<PurchaseStage, PurchaseAction>>;
export type DatedStage = keyof typeof DATED_STAGE_ACTIONS;
export const DATED_STAGES = Object.keys(DATED_STAGE_ACTIONS) as DatedStage[];

export interface PurchaseFacts {
  /** Booked on a voyage. */
  hasVoyage: boolean;
  /** Payments the dealer recorded that staff have not confirmed or rejected yet. */
  pendingPayments: number;
}

const PURCHASE_MESSAGES_NOT_INVOICED = /*i18n*/ 'This purchase is cancelled: it is no longer invoiced.';

export const PURCHASE_MESSAGES = {
  notInvoiced: PURCHASE_MESSAGES_NOT_INVOICED,
  needsVoyage: /*i18n*/ 'Book the vehicle on a voyage first: this stage takes its dates from the voyage.',
  pendingPayments:
    /*i18n*/ 'Payments recorded against this purchase wait for confirmation: confirm or reject them first.',
} as const;

const needsVoyage = (facts: PurchaseFacts) => (facts.hasVoyage ? null : PURCHASE_MESSAGES.needsVoyage);
const noPendingPayments = (facts: PurchaseFacts) =>
  facts.pendingPayments > 0 ? PURCHASE_MESSAGES.pendingPayments : null;

const BEFORE_BOOKING = ['purchased', 'in-yard', 'export-certificate', 'inspected'] as const;

/**
 * Forward only. The yard's stages may be skipped when the work was done together (an export
 * certificate and an inspection on one day); booking and everything after it follow one another:
 * a vehicle departs only once booked, arrives only once departed, is released only once arrived.
 * A purchase is cancelled only before it leaves Japan.
 */
export const PURCHASE_MACHINE = /* @__PURE__ */ defineMachine<PurchaseState, PurchaseAction, PurchaseFacts>({
  name: 'purchase',
  states: PURCHASE_STATES,
  actions: PURCHASE_ACTIONS,
  transitions: [
    { action: 'mark-in-yard', from: ['purchased'], to: 'in-yard', roles: ['staff'] },
    {
      action: 'mark-export-certificate',
      from: ['purchased', 'in-yard'],
      to: 'export-certificate',
      roles: ['staff'],
    },
    {
      action: 'mark-inspected',
      from: ['purchased', 'in-yard', 'export-certificate'],
      to: 'inspected',
      roles: ['staff'],
    },
    // Booked again while booked: another voyage (the first one was full or moved).
    { action: 'book', from: [...BEFORE_BOOKING, 'booked'], to: 'booked', roles: ['staff'] },
    { action: 'mark-departed', from: ['booked'], to: 'departed', roles: ['staff'], guards: [needsVoyage] },
    { action: 'mark-arrived', from: ['departed'], to: 'arrived', roles: ['staff'] },
    { action: 'mark-released', from: ['arrived'], to: 'released', roles: ['staff'] },
    {
      action: 'cancel',
      from: [...BEFORE_BOOKING, 'booked'],
      to: 'cancelled',
      roles: ['staff'],
      guards: [noPendingPayments],
    },
    // Not a move: who the vehicle ships to, named until it is booked.
    { action: 'edit-parties', from: BEFORE_BOOKING, to: (from) => from, roles: ['dealer', 'staff'] },
    // Not a move either: staff issue its invoices while the deal goes ahead, never once cancelled.
    { action: 'invoice', from: PURCHASE_STAGES, to: (from) => from, roles: ['staff'] },
  ],
  notAllowed: {
    'mark-in-yard': /*i18n*/ 'A purchase only moves forward: this stage is behind it or already reached.',
    'mark-export-certificate':
      /*i18n*/ 'A purchase only moves forward: this stage is behind it or already reached.',
    'mark-inspected': /*i18n*/ 'A purchase only moves forward: this stage is behind it or already reached.',
    book: /*i18n*/ 'The vehicle has left on its voyage: its booking can no longer change.',
    'mark-departed': /*i18n*/ 'A vehicle departs only once it is booked on a voyage, and only once.',
    'mark-arrived': /*i18n*/ 'A vehicle arrives only after it has departed, and only once.',
    'mark-released': /*i18n*/ 'A vehicle is released only after it has arrived, and only once.',
    cancel:
      /*i18n*/ 'This purchase can no longer be cancelled: the vehicle has left Japan, or it is cancelled already.',
    'edit-parties':
      /*i18n*/ 'The vehicle is booked for shipping: please ask our sales team to change the consignee.',
    invoice: PURCHASE_MESSAGES_NOT_INVOICED,
  },
});

/** Staff issue a purchase's invoices while it goes ahead; a cancelled purchase is never invoiced. */
export function mayInvoice(stage: string): boolean {
  return PURCHASE_MACHINE.next(stage, 'invoice', 'staff') !== null;
}

/** A purchase that is going ahead (not cancelled): the one live purchase a vehicle may have. */
export function isLivePurchase(stage: string): boolean {
  return PURCHASE_MACHINE.isState(stage) && stage !== 'cancelled';
}

/** The vehicle has left Japan: the stage is departed or later. */
export function hasDeparted(stage: string): boolean {
  const index = PURCHASE_STAGES.indexOf(stage as PurchaseStage);
  return index >= PURCHASE_STAGES.indexOf('departed');
}

/**
 * The date staff give a stage (a Japan calendar date, like every business date): it has happened, so
 * it is not after today, and the stages happened in order, so it is not before the latest stage the
 * purchase reached. Null when the date is right; otherwise what the Date field says.
 */
export function stageDateRefusal(input: {
  date: CalendarDate;
  /** Today in Japan. */
  today: CalendarDate;
  /** The date of the latest stage reached so far (the purchase's own date at least). */
  latestReached: CalendarDate;
}): string | null {
  if (input.date > input.today) {
    return fill(
      /*i18n*/ 'A stage is recorded once it has happened: the date cannot be after today ({today} in Japan).',
      { today: formatCalendarDate(input.today) },
    );
  }
  if (input.date < input.latestReached) {
    return fill(
      /*i18n*/ 'The purchase reached its previous stage on {date}: this stage cannot be dated before it.',
      { date: formatCalendarDate(input.latestReached) },
    );
  }
  return null;
}

/** A cancelled purchase's state (for SQL that reads cancelled purchases apart). */
export const CANCELLED_PURCHASE_STATE: PurchaseState = 'cancelled';

/** Where a purchase stands as a whole: its shipment under way, complete (released), or cancelled. */
export type PurchaseStanding = 'under-way' | 'complete' | 'cancelled';

export function purchaseStanding(stage: string): PurchaseStanding {
  if (stage === CANCELLED_PURCHASE_STATE) return 'cancelled';
  return stage === PURCHASE_STAGES[PURCHASE_STAGES.length - 1] ? 'complete' : 'under-way';
}

/** Booked on a voyage and not released yet: the vehicle is on its way to the dealer. */
export function isOnItsWay(stage: string): boolean {
  const index = PURCHASE_STAGES.indexOf(stage as PurchaseStage);
  return index >= PURCHASE_STAGES.indexOf('booked') && index < PURCHASE_STAGES.indexOf('released');
}

/**
 * The steps a purchase's timeline shows: every stage of the shipment while it goes ahead; once it
 * is cancelled, only the stages it reached and the cancellation (nothing lies ahead any more).
 */
export function timelineStages(state: string, reached: ReadonlySet<string>): PurchaseState[] {
  if (isLivePurchase(state)) return [...PURCHASE_STAGES];
  return [...PURCHASE_STAGES.filter((stage) => reached.has(stage)), CANCELLED_PURCHASE_STATE];
}

/** The stages staff may record now (Save stage), from the actions the purchase allows. */
export function stagesToRecord(allowedActions: readonly PurchaseAction[]): DatedStage[] {
  return DATED_STAGES.filter((stage) => allowedActions.includes(DATED_STAGE_ACTIONS[stage]));
}
