import { describe, expect, it } from 'vitest';
import {
  CANCELLED_PURCHASE_STATE,
  DATED_STAGES,
  hasDeparted,
  isLivePurchase,
  isOnItsWay,
  mayInvoice,
  PURCHASE_MACHINE,
  PURCHASE_MESSAGES,
  PURCHASE_STAGES,
  purchaseStanding,
  stageDateRefusal,
  DATED_STAGE_ACTIONS,
  stagesToRecord,
  timelineStages,
  type PurchaseAction,
  type PurchaseState,
} from './purchase.ts';
import { tableMismatches, type TableRow } from './table-check.ts';

// "Staff move a purchase through the stages: purchased, in yard, export certificate issued,
// inspected, booked on a voyage, loaded / departed, arrived, released", and cancel it before it
// leaves Japan.
const table: TableRow<PurchaseState, PurchaseAction>[] = [
  ['staff', 'mark-in-yard', 'purchased', 'in-yard'],
  ['staff', 'mark-export-certificate', 'purchased', 'export-certificate'],
  ['staff', 'mark-export-certificate', 'in-yard', 'export-certificate'],
  ['staff', 'mark-inspected', 'purchased', 'inspected'],
  ['staff', 'mark-inspected', 'in-yard', 'inspected'],
  ['staff', 'mark-inspected', 'export-certificate', 'inspected'],
  ['staff', 'book', 'purchased', 'booked'],
  ['staff', 'book', 'in-yard', 'booked'],
  ['staff', 'book', 'export-certificate', 'booked'],
  ['staff', 'book', 'inspected', 'booked'],
  ['staff', 'book', 'booked', 'booked'],
  ['staff', 'mark-departed', 'booked', 'departed'],
  ['staff', 'mark-arrived', 'departed', 'arrived'],
  ['staff', 'mark-released', 'arrived', 'released'],
  ['staff', 'cancel', 'purchased', 'cancelled'],
  ['staff', 'cancel', 'in-yard', 'cancelled'],
  ['staff', 'cancel', 'export-certificate', 'cancelled'],
  ['staff', 'cancel', 'inspected', 'cancelled'],
  ['staff', 'cancel', 'booked', 'cancelled'],
  ['dealer', 'edit-parties', 'purchased', 'purchased'],
  ['dealer', 'edit-parties', 'in-yard', 'in-yard'],
  ['dealer', 'edit-parties', 'export-certificate', 'export-certificate'],
  ['dealer', 'edit-parties', 'inspected', 'inspected'],
  ['staff', 'edit-parties', 'purchased', 'purchased'],
  ['staff', 'edit-parties', 'in-yard', 'in-yard'],
  ['staff', 'edit-parties', 'export-certificate', 'export-certificate'],
  ['staff', 'edit-parties', 'inspected', 'inspected'],
  ...PURCHASE_STAGES.map((stage) => ['staff', 'invoice', stage, stage] as const),
];

const facts = { hasVoyage: true, pendingPayments: 0 };

describe('purchase lifecycle', () => {
  it('moves exactly as the table says and refuses everything else', () => {
    expect(tableMismatches(PURCHASE_MACHINE, table)).toEqual([]);
  });

  it('never goes back, never skips departure or arrival, never leaves cancelled', () => {
    expect(PURCHASE_MACHINE.next('in-yard', 'mark-in-yard', 'staff')).toBeNull();
    expect(PURCHASE_MACHINE.next('inspected', 'mark-departed', 'staff')).toBeNull();
    expect(PURCHASE_MACHINE.next('booked', 'mark-arrived', 'staff')).toBeNull();
    expect(PURCHASE_MACHINE.next('departed', 'mark-released', 'staff')).toBeNull();
    expect(PURCHASE_MACHINE.next('cancelled', 'mark-in-yard', 'staff')).toBeNull();
    expect(PURCHASE_MACHINE.next('departed', 'cancel', 'staff')).toBeNull();
  });

  it('departs only on a voyage and cancels only with no payment waiting', () => {
    expect(
      PURCHASE_MACHINE.decide('booked', 'mark-departed', 'staff', { ...facts, hasVoyage: false }),
    ).toEqual({
      allowed: false,
      reason: PURCHASE_MESSAGES.needsVoyage,
      cause: 'guard',
    });
    expect(
      PURCHASE_MACHINE.decide('booked', 'cancel', 'staff', { ...facts, pendingPayments: 1 }),
    ).toMatchObject({
      allowed: false,
      reason: PURCHASE_MESSAGES.pendingPayments,
    });
    expect(PURCHASE_MACHINE.decide('booked', 'cancel', 'staff', facts)).toEqual({
      allowed: true,
      to: 'cancelled',
    });
  });

  it('offers staff the steps ahead and the dealer the consignee until booking', () => {
    expect(PURCHASE_MACHINE.allowedActions('in-yard', 'staff', facts)).toEqual([
      'mark-export-certificate',
      'mark-inspected',
      'book',
      'cancel',
      'edit-parties',
      'invoice',
    ]);
    expect(PURCHASE_MACHINE.allowedActions('booked', 'staff', facts)).toEqual([
      'book',
      'mark-departed',
      'cancel',
      'invoice',
    ]);
    expect(PURCHASE_MACHINE.allowedActions('purchased', 'dealer', facts)).toEqual(['edit-parties']);
    expect(PURCHASE_MACHINE.allowedActions('booked', 'dealer', facts)).toEqual([]);
    expect(PURCHASE_MACHINE.allowedActions('released', 'staff', facts)).toEqual(['invoice']);
    expect(PURCHASE_MACHINE.allowedActions('cancelled', 'staff', facts)).toEqual([]);
    expect(mayInvoice('released')).toBe(true);
    expect(mayInvoice('cancelled')).toBe(false);
    expect(PURCHASE_MACHINE.decide('cancelled', 'invoice', 'staff', facts)).toMatchObject({
      reason: PURCHASE_MESSAGES.notInvoiced,
    });
  });

  it('maps the dated stages to their actions', () => {
    expect(DATED_STAGES).toEqual([
      'in-yard',
      'export-certificate',
      'inspected',
      'departed',
      'arrived',
      'released',
    ]);
    expect(DATED_STAGE_ACTIONS.departed).toBe('mark-departed');
    expect(Object.values(DATED_STAGE_ACTIONS)).not.toContain('book');
  });

  it('reads where a purchase stands', () => {
    // The dealer names the consignee until the vehicle is booked.
    expect(PURCHASE_MACHINE.next('inspected', 'edit-parties', 'dealer')).toBe('inspected');
    expect(PURCHASE_MACHINE.next('booked', 'edit-parties', 'dealer')).toBeNull();
    expect(PURCHASE_MACHINE.next('cancelled', 'edit-parties', 'dealer')).toBeNull();
    expect(isLivePurchase('booked')).toBe(true);
    expect(isLivePurchase('cancelled')).toBe(false);
    expect(isLivePurchase('lost')).toBe(false);
    expect(hasDeparted('booked')).toBe(false);
    expect(hasDeparted('departed')).toBe(true);
    expect(hasDeparted('released')).toBe(true);
    expect(hasDeparted('cancelled')).toBe(false);
  });

  it.each([
    ['purchased', 'under-way', false],
    ['booked', 'under-way', true],
    ['departed', 'under-way', true],
    ['arrived', 'under-way', true],
    ['released', 'complete', false],
    ['cancelled', 'cancelled', false],
  ] as const)('%s stands %s; on its way: %s', (stage, standing, onItsWay) => {
    expect(purchaseStanding(stage)).toBe(standing);
    expect(isOnItsWay(stage)).toBe(onItsWay);
  });

  it('shows every stage while the purchase goes ahead, and only what it reached once cancelled', () => {
    expect(timelineStages('in-yard', new Set(['purchased', 'in-yard']))).toEqual(PURCHASE_STAGES);
    expect(timelineStages(CANCELLED_PURCHASE_STATE, new Set(['purchased', 'in-yard', 'cancelled']))).toEqual([
      'purchased',
      'in-yard',
      'cancelled',
    ]);
  });

  it('offers staff the stages whose actions are allowed now', () => {
    expect(stagesToRecord(PURCHASE_MACHINE.allowedActions('in-yard', 'staff', facts))).toEqual([
      'export-certificate',
      'inspected',
    ]);
    expect(stagesToRecord(PURCHASE_MACHINE.allowedActions('booked', 'staff', facts))).toEqual(['departed']);
    expect(
      stagesToRecord(PURCHASE_MACHINE.allowedActions('booked', 'staff', { ...facts, hasVoyage: false })),
    ).toEqual([]);
    expect(stagesToRecord([])).toEqual([]);
  });
});

describe('the date of a stage (Japan calendar dates)', () => {
  const today = '2026-11-28';
  it.each([
    ['2026-11-28', '2026-11-20', null],
    ['2026-11-20', '2026-11-20', null],
    [
      '2026-12-30',
      '2026-11-20',
      'A stage is recorded once it has happened: the date cannot be after today (28 Nov 2026 in Japan).',
    ],
    [
      '2026-11-19',
      '2026-11-20',
      'The purchase reached its previous stage on 20 Nov 2026: this stage cannot be dated before it.',
    ],
  ])('%s after a stage on %s: %s', (date, latestReached, refusal) => {
    expect(stageDateRefusal({ date, today, latestReached })).toBe(refusal);
  });
});
