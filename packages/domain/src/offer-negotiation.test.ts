import { describe, expect, it } from 'vitest';
import {
  hasAmountToAccept,
  KAP_ENQUIRY_KIND,
  offerStateLabel,
  isOpenOffer,
  nextOfferState,
  offerAwaiting,
  offerExpiresAt,
  OFFER_STATES,
  type OfferAction,
  type OfferActorRole,
  type OfferState,
} from './offer-negotiation.ts';

// Issue 12: "submitted -> countered -> (dealer) accepted / re-offered / withdrawn; submitted ->
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

describe('offer negotiation (issue 12)', () => {
  it.each(allowed)('%s may %s a %s offer, which becomes %s', (role, action, from, to) => {
    expect(nextOfferState(from, action, role)).toBe(to);
  });

  it('refuses every other step', () => {
    const roles: OfferActorRole[] = ['dealer', 'staff', 'system'];
    const actions: OfferAction[] = ['accept', 'counter', 'decline', 'reoffer', 'withdraw', 'expire'];
    for (const role of roles)
      for (const action of actions)
        for (const from of OFFER_STATES) {
          const listed = allowed.find(([r, a, f]) => r === role && a === action && f === from);
          expect(nextOfferState(from, action, role)).toBe(listed ? listed[3] : null);
        }
    // The ones a user would try: accepting twice, the dealer accepting his own offer, undoing a decline.
    expect(nextOfferState('accepted', 'accept', 'staff')).toBeNull();
    expect(nextOfferState('submitted', 'accept', 'dealer')).toBeNull();
    expect(nextOfferState('declined', 'withdraw', 'dealer')).toBeNull();
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

describe('a price enquiry before its counter (issue 12: "every offer and KAP enquiry")', () => {
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

describe('state labels by kind (issue 15: a price enquiry says where it stands)', () => {
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
