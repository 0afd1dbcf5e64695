import { describe, expect, test } from 'vitest';
import {
  OFFER_MESSAGES,
  isKapEnquiryPrice,
  negotiationAmountCheck,
  offerFormSchema,
  readOfferPrice,
  sendsKapEnquiry,
  offerPayloadSchema,
  sendOfferFlags,
} from './offer.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('offerFormSchema', () => {
  const nzd = offerFormSchema('NZD');
  test.each([
    [{ offerPrice: '1', agreedToTerms: true }, undefined], // §5 "offer price at least 1"
    [{ offerPrice: 1500, agreedToTerms: true, comment: 'Best price?' }, undefined], // §2 offer price input and comment box
    [{ offerPrice: '12,500.50', agreedToTerms: true }, undefined], // one rule for typed amounts: separators accepted
    [{ offerPrice: '0.99', agreedToTerms: true }, OFFER_MESSAGES.invalidOfferPrice], // §5 "at least 1, else 'Invalid offer price.'"
    [{ offerPrice: '', agreedToTerms: true }, OFFER_MESSAGES.invalidOfferPrice], // §5 empty offer is below 1
    [{ offerPrice: 'abc', agreedToTerms: true }, OFFER_MESSAGES.invalidOfferPrice], // §8 'Invalid offer price.' for text
    [{ offerPrice: null, agreedToTerms: true }, OFFER_MESSAGES.invalidOfferPrice], // nothing typed at all
    [{ offerPrice: '1000', agreedToTerms: false }, OFFER_MESSAGES.termsNotAgreed], // §5 "terms checkbox must be ticked, else 'Please agree to our terms of trade.'"
    [{ offerPrice: '1000' }, OFFER_MESSAGES.termsNotAgreed], // §5 terms must be ticked
    [
      { offerPrice: '1000', agreedToTerms: true, comment: 'x'.repeat(2001) },
      'Your comment must be at most 2000 characters.',
    ], // comment max 2000
  ])('%j -> %j', (form, message) => {
    expect(firstMessage(nzd.safeParse(form))).toBe(message);
  });
});

describe('readOfferPrice', () => {
  test('a yen offer is typed in thousands of yen (§9), at least 1 of them', () => {
    expect(readOfferPrice('2,150', 'JPY')).toEqual({ ok: true, value: '2150000', full: 'JPY 2,150,000' });
    expect(readOfferPrice('0.5', 'JPY')).toEqual({ ok: false, error: OFFER_MESSAGES.invalidOfferPrice });
    expect(readOfferPrice(650, 'jpy')).toMatchObject({ ok: true, value: '650000' });
  });

  test('other currencies in whole units', () => {
    expect(readOfferPrice('12500.5', 'NZD')).toEqual({ ok: true, value: '12500.5', full: 'NZD 12,500.50' });
    expect(readOfferPrice('12,50', 'NZD')).toEqual({ ok: false, error: OFFER_MESSAGES.invalidOfferPrice });
  });
});

describe('negotiationAmountCheck', () => {
  // A JPY 2,850,000 car: usual from JPY 1,425,000 to JPY 2,850,000.
  test.each([
    ['2150000', 'usual', null],
    ['1000000', 'confirm-low', 'JPY 1,000,000 is below half the list price (JPY 1,425,000). Is it right?'],
    ['3000000', 'confirm-high', 'JPY 3,000,000 is above the list price (JPY 2,850,000). Is it right?'],
    [
      '1000',
      'impossible-low',
      'JPY 1,000 cannot be right: it is far below half the list price (JPY 1,425,000). Yen prices are typed in thousands: 2,150 is JPY 2,150,000.',
    ],
    [
      '650000000',
      'impossible-high',
      'JPY 650,000,000 cannot be right: it is far above the list price (JPY 2,850,000). Yen prices are typed in thousands: 2,150 is JPY 2,150,000.',
    ],
  ])('JPY %s on a JPY 2,850,000 car is %s', (amount, plausibility, message) => {
    expect(negotiationAmountCheck(amount, '2850000', 'JPY')).toEqual({ plausibility, message });
  });

  test('other currencies name cents; no list price (a price enquiry) or a zero one compares with nothing', () => {
    expect(negotiationAmountCheck('100', '12000', 'NZD').message).toBe(
      'NZD 100.00 cannot be right: it is far below half the list price (NZD 6,000.00).',
    );
    expect(negotiationAmountCheck('1', null, 'NZD')).toEqual({ plausibility: 'usual', message: null });
    expect(negotiationAmountCheck('1', '0', 'NZD')).toEqual({ plausibility: 'usual', message: null });
  });
});

const payload = {
  vehicleId: 42,
  offerAmount: '1500000',
  computedFees: '15123.00',
  vehiclePrice: 'NZD 15,000',
  deliveryType: '',
  checklistLink: 'https://example.test/checklist?id=42',
  tab: 11,
};

describe('offerPayloadSchema', () => {
  test.each([
    [{}, true], // §3 Offer payload: vehicleId, offerAmount, computedFees, comment, vehiclePrice, deliveryType, checklistLink, tab
    [{ offerAmount: 12000.5 }, true], // §9 other currencies are sent as typed numbers
    [{ offerAmount: '0' }, false], // §5 offer price at least 1: zero is never sent
    [{ offerAmount: 0 }, false], // §5 zero offer
    [{ offerAmount: '1e6' }, false], // §3 offerAmount: plain decimal text only
    [{ computedFees: 'NaN' }, false], // §9 landed price is a decimal figure
    [{ vehicleId: 0 }, false], // §3 vehicleId identifies a vehicle
    [{ tab: 17 }, false], // §4 tabs run 0..16
    [{ deliveryType: 'Delivery Via Driver' }, true], // §3 deliveryType (text)
    [{ comment: 'x'.repeat(2001) }, false], // comment max 2000
  ])('%j valid: %j', (change, valid) => {
    expect(offerPayloadSchema.safeParse({ ...payload, ...change }).success).toBe(valid);
  });

  test('comment defaults to empty text', () => {
    // §3 Offer payload: comment (the box may stay empty)
    expect(offerPayloadSchema.parse(payload).comment).toBe('');
  });
});

test.each([
  [4, { isNZICP: true, isDduStock: false }], // §7 "isNZICP true when tab is 4"
  [16, { isNZICP: false, isDduStock: true }], // §7 "isDduStock true when tab is 16"
  [11, { isNZICP: false, isDduStock: false }], // §7 send-offer flags for any other tab
])('sendOfferFlags(%i)', (tab, flags) => {
  expect(sendOfferFlags(tab)).toEqual(flags);
});

test.each([
  ['NZD 0', true], // §7 "used instead of an offer when the price text is 'NZD 0'"
  [' nzd  0.00 ', true], // §7 'NZD 0' however it is spaced or written
  ['NZD 15,000', false], // §7 a real NZD price gets an offer
  ['JPY 0', false], // §7 only the NZD zero marks KAP stock
  ['NZD ,', false], // §7 not a price at all
  [null, false], // §3 price missing
])('isKapEnquiryPrice(%j) = %j', (text, kap) => {
  expect(isKapEnquiryPrice(text)).toBe(kap);
});

test.each([
  [{ price: 'NZD 0', isKapStock: true }, true], // §7 'NZD 0' -> KAP enquiry
  [{ price: 'USD 0', isKapStock: true }, true], // KAP stock in another account currency: enquiry too (server refuses offers)
  [{ price: 'NZD 0', isKapStock: false }, true], // §7 the price text alone decides for 'NZD 0'
  [{ price: 'NZD 12,345', isKapStock: false }, false], // a priced vehicle takes offers
])('sendsKapEnquiry(%j) = %j', (vehicle, kap) => {
  expect(sendsKapEnquiry(vehicle)).toBe(kap);
});
