import { describe, expect, it } from 'vitest';
import {
  hasAmountToAccept,
  KAP_ENQUIRY_KIND,
  offerStateLabel,
  isOpenOffer,
  offerAwaiting,
  offerExpiresAt,
  NO_AMOUNT_TO_ACCEPT,
  OFFER_MACHINE,
  VEHICLE_NO_LONGER_AVAILABLE,
  type OfferAction,
  type OfferActorRole,
  type OfferState,
} from './offer.ts';
import { tableMismatches } from './table-check.ts';

// "submitted -> countered -> (dealer) accepted / re-offered / withdrawn; submitted ->
// accepted / declined; any open offer expires ... Illegal transitions are refused by the server".
const allowed: [OfferActorRole, OfferAction, OfferState, OfferState][] = [
  ['staff', 'accept', 'submitted', 'accepted'],
  ['staff', 'counter', 'submitted', 'countered'],
  ['staff', 'counter', 'countered', 'countered'],
  ['staff', 'decline', 'submitted', 'declined'],
  ['staff', 'decline', 'countered', 'declined'],
  ['dealer', 'accept', 'countered', 'accepted'],
  ['dealer', 'reoffer', 'countered', 'submitted'],
  ['dealer', 'withdraw', 'countered', 'withdrawn'],
  ['dealer', 'withdraw', 'submitted', 'withdrawn'],
  ['system', 'expire', 'submitted', 'expired'],
  ['system', 'expire', 'countered', 'expired'],
  ['system', 'decline', 'submitted', 'declined'],
  ['system', 'decline', 'countered', 'declined'],
];

const facts = { hasAmount: true, vehicleAvailable: true };

describe('offer negotiation', () => {
  it.each(allowed)('%s may %s a %s offer, which becomes %s', (role, action, from, to) => {
    expect(OFFER_MACHINE.next(from, action, role)).toBe(to);
  });

  it('refuses every other step', () => {
    expect(tableMismatches(OFFER_MACHINE, allowed)).toEqual([]);
    // The ones a user would try: accepting twice, the dealer accepting his own offer, undoing a decline.
    expect(OFFER_MACHINE.next('accepted', 'accept', 'staff')).toBeNull();
    expect(OFFER_MACHINE.next('submitted', 'accept', 'dealer')).toBeNull();
    expect(OFFER_MACHINE.next('declined', 'withdraw', 'dealer')).toBeNull();
  });

  it('accepts only an amount on the table, on a car still for sale', () => {
    expect(OFFER_MACHINE.decide('submitted', 'accept', 'staff', facts)).toEqual({
      allowed: true,
      to: 'accepted',
    });
    expect(
      OFFER_MACHINE.decide('submitted', 'accept', 'staff', { ...facts, hasAmount: false }),
    ).toMatchObject({
      allowed: false,
      reason: NO_AMOUNT_TO_ACCEPT,
    });
    expect(
      OFFER_MACHINE.decide('countered', 'accept', 'dealer', { ...facts, vehicleAvailable: false }),
    ).toMatchObject({ allowed: false, reason: VEHICLE_NO_LONGER_AVAILABLE });
  });

  it('tells each side what it may do now', () => {
    expect(OFFER_MACHINE.allowedActions('submitted', 'staff', facts)).toEqual([
      'accept',
      'counter',
      'decline',
    ]);
    expect(OFFER_MACHINE.allowedActions('submitted', 'dealer', facts)).toEqual(['withdraw']);
    expect(OFFER_MACHINE.allowedActions('countered', 'dealer', facts)).toEqual([
      'accept',
      'reoffer',
      'withdraw',
    ]);
    expect(OFFER_MACHINE.allowedActions('countered', 'staff', facts)).toEqual(['counter', 'decline']);
    expect(OFFER_MACHINE.allowedActions('submitted', 'staff', { ...facts, hasAmount: false })).toEqual([
      'counter',
      'decline',
    ]);
    expect(OFFER_MACHINE.allowedActions('accepted', 'staff', facts)).toEqual([]);
  });

  it('says whose move it is', () => {
    expect(offerAwaiting('submitted')).toBe('staff');
    expect(offerAwaiting('countered')).toBe('dealer');
    expect(offerAwaiting('accepted')).toBeNull();
    expect(isOpenOffer('countered')).toBe(true);
    expect(isOpenOffer('expired')).toBe(false);
  });

  it('expires an open offer after 3 days by default', () => {
    const sent = new Date('2026-11-24T10:00:00Z');
    expect(offerExpiresAt(sent).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(offerExpiresAt(sent, 1).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });
});

describe('a price enquiry before its counter ("every offer and KAP enquiry")', () => {
  it.each([
    ['0', false],
    ['0.00', false],
    [null, false],
    ['', false],
    ['abc', false],
    ['650000', true],
    ['9800.50', true],
  ])('amount %s can be accepted: %s', (amount, expected) => {
    expect(hasAmountToAccept(amount)).toBe(expected);
  });
});

describe('state labels by kind (a price enquiry says where it stands)', () => {
  it.each([
    ['submitted', 'offer', 'Submitted'],
    ['countered', 'offer', 'Countered'],
    ['submitted', KAP_ENQUIRY_KIND, 'Awaiting price'],
    ['countered', KAP_ENQUIRY_KIND, 'Price received'],
    ['accepted', KAP_ENQUIRY_KIND, 'Accepted'],
    ['expired', KAP_ENQUIRY_KIND, 'Expired'],
    ['on-hold', 'offer', 'on-hold'],
  ])('%s (%s) reads %s', (state, kind, label) => {
    expect(offerStateLabel(state, kind)).toBe(label);
  });

  it('reads as an offer when the kind is not given', () => {
    expect(offerStateLabel('submitted')).toBe('Submitted');
  });
});
