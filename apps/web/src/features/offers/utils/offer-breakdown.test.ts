import { describe, expect, test } from 'vitest';
import type { PriceDetails } from '@ibc/domain';
import { offerBreakdown } from './offer-breakdown';

const base: PriceDetails = {
  negotiateCurrency: 'JPY',
  forex: '88.5',
  ofsFees: '2200',
  gst: '1.15',
  freightCost: '150000',
  basePriceLabel: 'FOB Price (JPY 000s)',
  basePrice: '650',
  landedPriceLabel: 'Landed Price (NZD incl. GST)',
  landedPrice: '12350.00',
};

describe('offerBreakdown', () => {
  test.each([
    // [case, details, region, typed, row labels, landed]
    [
      'atnz JPY stock',
      base,
      'atnz',
      '600',
      ['Your offer (JPY)', 'Forex (JPY per NZD)', 'OFS fees (NZD)', 'GST'],
      'NZD',
    ],
    [
      'atnz JPY stock, empty field: same rows',
      base,
      'atnz',
      '',
      ['Your offer (JPY)', 'Forex (JPY per NZD)', 'OFS fees (NZD)', 'GST'],
      null,
    ],
    [
      'JPY C&F',
      { ...base, gst: '1', landedPriceLabel: 'C&F Price (JPY)' },
      null,
      '600',
      ['Your offer (JPY)', 'Freight (JPY)'],
      'JPY',
    ],
    [
      'USD DDU stock',
      { ...base, negotiateCurrency: 'USD', gst: '1', freightCost: '1300' },
      null,
      '4800',
      ['Your offer (USD)', 'Freight (USD)'],
      'USD',
    ],
    [
      'NZ landed NZD stock',
      { ...base, negotiateCurrency: 'NZD', freightCost: '0', ofsFees: '0' },
      'atnz',
      '9000',
      ['Your offer (NZD)', 'GST'],
      'NZD',
    ],
  ] as const)('%s', (_name, details, region, typed, labels, landedCurrency) => {
    const result = offerBreakdown({ priceDetails: details, pricingRegion: region }, typed);
    expect(result.rows.map((r) => r.label)).toEqual(labels);
    expect(result.landed?.currency ?? null).toBe(landedCurrency);
  });

  test('formats the offer as sent (JPY x 1000) and shows a dash for an invalid offer', () => {
    expect(offerBreakdown({ priceDetails: base, pricingRegion: 'atnz' }, '600').rows[0]!.value).toBe(
      '600,000.00',
    );
    expect(offerBreakdown({ priceDetails: base, pricingRegion: 'atnz' }, 'abc').rows[0]!.value).toBe('—');
    expect(offerBreakdown({ priceDetails: base, pricingRegion: 'atnz' }, '-5').landed).toBeNull();
  });
});
