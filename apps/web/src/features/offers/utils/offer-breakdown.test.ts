import { describe, expect, test } from 'vitest';
import type { PriceDetails } from '@ibc/domain';
import { i18n } from '@/lib/i18n';
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
    ['atnz JPY stock', base, 'atnz', '600', ['Your offer', 'Forex', 'OFS fees', 'GST'], 'NZD'],
    [
      'atnz JPY stock, empty field: same rows',
      base,
      'atnz',
      '',
      ['Your offer', 'Forex', 'OFS fees', 'GST'],
      null,
    ],
    [
      'JPY C&F',
      { ...base, gst: '1', landedPriceLabel: 'C&F Price (JPY)' },
      null,
      '600',
      ['Your offer', 'Freight'],
      'JPY',
    ],
    [
      'USD DDU stock',
      { ...base, negotiateCurrency: 'USD', gst: '1', freightCost: '1300' },
      null,
      '4800',
      ['Your offer', 'Freight'],
      'USD',
    ],
    [
      'NZ landed NZD stock',
      { ...base, negotiateCurrency: 'NZD', freightCost: '0', ofsFees: '0' },
      'atnz',
      '9000',
      ['Your offer', 'GST'],
      'NZD',
    ],
  ] as const)('%s', (_name, details, region, typed, labels, landedCurrency) => {
    const result = offerBreakdown(i18n, { priceDetails: details, pricingRegion: region }, typed);
    expect(result.rows.map((r) => r.label)).toEqual(labels);
    expect(result.landed?.currency ?? null).toBe(landedCurrency);
  });

  test('every amount names its currency', () => {
    expect(offerBreakdown(i18n, { priceDetails: base, pricingRegion: 'atnz' }, '600').rows).toEqual([
      { label: 'Your offer', value: 'JPY 600,000.00' },
      { label: 'Forex', value: 'NZD 1 = JPY 88.5' },
      { label: 'OFS fees', value: 'NZD 2,200.00' },
      { label: 'GST', value: '15%' },
    ]);
    const jpy = { ...base, forex: '1', ofsFees: '0', gst: '1', landedPriceLabel: 'C&F Price (JPY)' };
    expect(offerBreakdown(i18n, { priceDetails: jpy, pricingRegion: null }, '600').rows).toEqual([
      { label: 'Your offer', value: 'JPY 600,000.00' },
      { label: 'Freight', value: 'JPY 150,000.00' },
    ]);
  });

  test('formats the offer as sent (JPY x 1000) and shows a dash for an invalid offer', () => {
    expect(offerBreakdown(i18n, { priceDetails: base, pricingRegion: 'atnz' }, '600').rows[0]!.value).toBe(
      'JPY 600,000.00',
    );
    expect(offerBreakdown(i18n, { priceDetails: base, pricingRegion: 'atnz' }, 'abc').rows[0]!.value).toBe(
      '—',
    );
    expect(offerBreakdown(i18n, { priceDetails: base, pricingRegion: 'atnz' }, '-5').landed).toBeNull();
  });
});
