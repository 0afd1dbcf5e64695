import { describe, expect, it } from 'vitest';
import {
  amountFromUnit,
  amountInUnit,
  amountPlausibility,
  amountTextSchema,
  amountUnitLabel,
  fullAmount,
  isImpossibleAmount,
  negotiationRange,
  plausibilityMessage,
  priceUnitOf,
  readTypedAmount,
  typedAmountField,
  TYPED_AMOUNT_MESSAGES,
} from './typed-amount.ts';

describe('an amount as a person types it', () => {
  it.each([
    // Yen vehicle prices in thousands: every spelling of 2,150 thousand means JPY 2,150,000.
    ['2150', 'JPY', 'thousands', '2150000', 'JPY 2,150,000'],
    ['2,150', 'JPY', 'thousands', '2150000', 'JPY 2,150,000'],
    [' 2 150 ', 'JPY', 'thousands', '2150000', 'JPY 2,150,000'],
    ['2150.5', 'JPY', 'thousands', '2150500', 'JPY 2,150,500'],
    ['0.5', 'JPY', 'thousands', '500', 'JPY 500'],
    ['.5', 'JPY', 'thousands', '500', 'JPY 500'],
    // Whole units elsewhere, separators welcome.
    ['12500', 'NZD', 'units', '12500', 'NZD 12,500.00'],
    ['12,500.50', 'NZD', 'units', '12500.5', 'NZD 12,500.50'],
    ['2,150,000', 'JPY', 'units', '2150000', 'JPY 2,150,000'],
    ['12500.', 'nzd', 'units', '12500', 'NZD 12,500.00'],
  ] as const)('%j in %s (%s) is %s, shown %s', (text, currency, unit, value, full) => {
    expect(readTypedAmount(text, { currency, unit })).toEqual({ ok: true, value, full });
  });

  it.each([
    ['', TYPED_AMOUNT_MESSAGES.empty],
    ['  ', TYPED_AMOUNT_MESSAGES.empty],
    ['-5', TYPED_AMOUNT_MESSAGES.negative],
    ['0', TYPED_AMOUNT_MESSAGES.negative],
    ['2,15,0', TYPED_AMOUNT_MESSAGES.separators],
    ['21,50', TYPED_AMOUNT_MESSAGES.separators],
    ['1,2a', TYPED_AMOUNT_MESSAGES.notANumber],
    ['abc', TYPED_AMOUNT_MESSAGES.notANumber],
    ['1e6', TYPED_AMOUNT_MESSAGES.notANumber],
    ['12.345', 'At most 2 decimal places, please.'],
    ['1234567890123', TYPED_AMOUNT_MESSAGES.tooLarge],
  ])('%j is refused: %s', (text, error) => {
    expect(readTypedAmount(text, { currency: 'NZD', unit: 'units' })).toEqual({ ok: false, error });
  });

  it('keeps yen prices to whole yen, rates to their places, and zero where it is allowed', () => {
    expect(readTypedAmount('2150.5005', { currency: 'JPY', unit: 'thousands' })).toEqual({
      ok: false,
      error: 'At most 3 decimal places, please.',
    });
    expect(readTypedAmount('430000.5', { currency: 'JPY', unit: 'units', places: 0 })).toEqual({
      ok: false,
      error: 'Please enter a whole amount.',
    });
    expect(readTypedAmount('88.123456', { currency: 'NZD', unit: 'units', places: 6 })).toMatchObject({
      ok: true,
      value: '88.123456',
    });
    expect(readTypedAmount('0', { currency: 'NZD', unit: 'units', allowZero: true })).toMatchObject({
      ok: true,
    });
    expect(readTypedAmount('123456', { currency: 'NZD', unit: 'units', maxDigits: 5 })).toEqual({
      ok: false,
      error: TYPED_AMOUNT_MESSAGES.tooLarge,
    });
  });

  it('names the unit of each currency and shows amounts in it', () => {
    expect(priceUnitOf(' jpy ')).toBe('thousands');
    expect(priceUnitOf('NZD')).toBe('units');
    expect(amountUnitLabel('JPY', 'thousands')).toBe('in thousands of yen');
    expect(amountUnitLabel('nzd', 'units')).toBe('in NZD');
    expect(fullAmount('JPY', '2150000')).toBe('JPY 2,150,000');
    expect(fullAmount('NZD', '25050.6')).toBe('NZD 25,050.60');
    expect(amountInUnit('2150000', 'thousands')).toBe('2150');
    expect(amountInUnit('12500.50', 'units')).toBe('12500.5');
    expect(amountFromUnit('720', 'thousands')).toBe('720000');
    expect(amountFromUnit('2150.5', 'thousands')).toBe('2150500');
    expect(amountFromUnit('12500.50', 'units')).toBe('12500.5');
  });

  it('reads request fields and CSV cells by the same rule', () => {
    expect(amountTextSchema().parse('2,150,000')).toBe('2150000');
    expect(amountTextSchema({ allowZero: true }).parse('0')).toBe('0');
    const refused = amountTextSchema().safeParse('2,15');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(TYPED_AMOUNT_MESSAGES.separators);
    expect(amountTextSchema().safeParse(12).error?.issues[0]?.message).toBe(TYPED_AMOUNT_MESSAGES.empty);
  });

  it('checks a form field as typed, keeping the text', () => {
    const field = typedAmountField({ currency: 'JPY', unit: 'thousands' });
    expect(field.parse('2,150')).toBe('2,150');
    expect(field.safeParse('2,15').error?.issues[0]?.message).toBe(TYPED_AMOUNT_MESSAGES.separators);
  });
});

describe('how far an amount is from its price', () => {
  const counter = negotiationRange('2850000');
  it.each([
    ['2150000', 'usual'],
    ['1425000', 'usual'],
    ['2850000', 'usual'],
    ['1000000', 'confirm-low'],
    ['3000000', 'confirm-high'],
    ['1000', 'impossible-low'],
    ['2150000000', 'impossible-high'],
  ] as const)('a counter of %s on a JPY 2,850,000 car is %s', (value, plausibility) => {
    expect(amountPlausibility(value, counter)).toBe(plausibility);
  });

  const words = {
    full: 'JPY 1,000',
    below: 'half the list price (JPY 1,425,000)',
    above: 'the list price (JPY 2,850,000)',
  };
  it.each([
    ['usual', 'thousands', null],
    [
      'impossible-low',
      'thousands',
      'JPY 1,000 cannot be right: it is far below half the list price (JPY 1,425,000). Yen prices are typed in thousands: 2,150 is JPY 2,150,000.',
    ],
    [
      'impossible-high',
      'units',
      'JPY 1,000 cannot be right: it is far above the list price (JPY 2,850,000).',
    ],
    ['confirm-low', 'units', 'JPY 1,000 is below half the list price (JPY 1,425,000). Is it right?'],
    ['confirm-high', 'units', 'JPY 1,000 is above the list price (JPY 2,850,000). Is it right?'],
  ] as const)('%s (%s) says %j', (plausibility, unit, message) => {
    expect(plausibilityMessage(plausibility, { ...words, unit })).toBe(message);
  });

  it('refuses only the slips', () => {
    expect(
      ['usual', 'confirm-low', 'confirm-high', 'impossible-low', 'impossible-high'].map((p) =>
        isImpossibleAmount(p as never),
      ),
    ).toEqual([false, false, false, true, true]);
  });
});
