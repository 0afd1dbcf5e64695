import { describe, expect, it } from 'vitest';
import {
  FOREX_MESSAGES,
  forexRateInputSchema,
  rateChangeMessage,
  ratePlausibility,
  rateReadBack,
  rateText,
  readRate,
} from './forex.ts';

describe('a forex rate as typed', () => {
  it.each([
    ['88.25', { ok: true, value: '88.25' }],
    ['1,234.5', { ok: true, value: '1234.5' }],
    [' 0.0405 ', { ok: true, value: '0.0405' }],
    ['', { ok: false, error: FOREX_MESSAGES.rateFormat }],
    ['ninety', { ok: false, error: FOREX_MESSAGES.rateFormat }],
    ['0', { ok: false, error: FOREX_MESSAGES.ratePositive }],
    ['-97', { ok: false, error: FOREX_MESSAGES.ratePositive }],
    ['97.1234567', { ok: false, error: 'At most 6 decimal places, please.' }],
    ['123456789', { ok: false, error: 'This amount is too large.' }],
    ['1,23', { ok: false, error: 'Thousands separators go every three digits, e.g. 2,150,000.' }],
  ])('%j reads as %j', (text, expected) => {
    expect(readRate(text)).toEqual(expected);
  });

  it('is checked by the request schema, which keeps the plain decimal', () => {
    expect(forexRateInputSchema.parse({ currency: 'nzd', jpyPerUnit: '1,088.5' })).toEqual({
      currency: 'NZD',
      jpyPerUnit: '1088.5',
    });
    const bad = forexRateInputSchema.safeParse({ currency: 'NZD', jpyPerUnit: '0' });
    expect(bad.error?.issues[0]?.message).toBe(FOREX_MESSAGES.ratePositive);
    expect(
      forexRateInputSchema.safeParse({ currency: 'NZD', jpyPerUnit: 88 }).error?.issues[0]?.message,
    ).toBe(FOREX_MESSAGES.rateFormat);
  });

  it('is read back as what it means', () => {
    expect(rateText('88.5')).toBe('88.50');
    expect(rateText('88.500000')).toBe('88.50');
    expect(rateText('12345.678')).toBe('12,345.678');
    expect(rateText('0.0405')).toBe('0.0405');
    expect(rateReadBack('NZD', '88.25')).toBe('NZD 1 = JPY 88.25');
  });
});

describe('a new rate against the rate in force', () => {
  it.each([
    ['88.25', '88.25', 'usual'],
    ['97.075', '88.25', 'usual'], // exactly 10% up
    ['79.425', '88.25', 'usual'], // exactly 10% down
    ['97.1', '88.25', 'confirm-high'],
    ['79.4', '88.25', 'confirm-low'],
    ['882.5', '88.25', 'confirm-high'], // ten times: still a rate someone might mean
    ['882.51', '88.25', 'impossible-high'],
    ['8.825', '88.25', 'confirm-low'],
    ['8.82', '88.25', 'impossible-low'],
  ] as const)('%s against %s is %s', (rate, inForce, expected) => {
    expect(ratePlausibility(rate, inForce)).toBe(expected);
  });

  it('says why, in the rate as people read it', () => {
    const input = { currency: 'NZD', inForce: '88.25' };
    expect(rateChangeMessage('usual', { ...input, rate: '90' })).toBeNull();
    expect(rateChangeMessage('confirm-high', { ...input, rate: '100' })).toBe(
      'NZD 1 = JPY 100.00 is 13% above the rate in force (NZD 1 = JPY 88.25). Is it right?',
    );
    expect(rateChangeMessage('confirm-low', { ...input, rate: '70' })).toBe(
      'NZD 1 = JPY 70.00 is 21% below the rate in force (NZD 1 = JPY 88.25). Is it right?',
    );
    for (const slip of ['impossible-high', 'impossible-low'] as const) {
      expect(rateChangeMessage(slip, { ...input, rate: '0.0113' })).toBe(
        'NZD 1 = JPY 0.0113 cannot be right: the rate in force is NZD 1 = JPY 88.25. Enter the yen for one unit of the currency.',
      );
    }
  });
});
