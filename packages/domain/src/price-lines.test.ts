import { describe, expect, it } from 'vitest';
import type { PriceDetails } from './landed-price.ts';
import { landedPriceCurrency, priceDetailLines, priceFeeLines } from './price-lines.ts';

// Every amount names its currency; lines that play no part in the price are left out.
// The details are what the API's pricing gives each kind of member (docs/decisions/0002-pricing.md).
const nzOnYenStock: PriceDetails = {
  negotiateCurrency: 'JPY',
  forex: '88.5',
  ofsFees: '2200',
  gst: '1.15',
  freightCost: '150000',
  basePriceLabel: 'FOB Price (JPY 000s)',
  basePrice: '1490',
  landedPriceLabel: 'Landed Price (NZD incl. GST)',
  landedPrice: '22483.00',
};
const jpOnYenStock: PriceDetails = {
  negotiateCurrency: 'JPY',
  forex: '1',
  ofsFees: '0',
  gst: '1',
  freightCost: '230000',
  basePriceLabel: 'FOB Price (JPY 000s)',
  basePrice: '1490',
  landedPriceLabel: 'C&F Price (JPY)',
  landedPrice: '1720000.00',
};
const jpOnNzdStock: PriceDetails = {
  negotiateCurrency: 'JPY',
  forex: '88.5',
  ofsFees: '0',
  gst: '1',
  freightCost: '0',
  basePriceLabel: 'Price (JPY 000s)',
  basePrice: '1326.9',
  landedPriceLabel: 'Price (JPY)',
  landedPrice: '1326900.00',
};
const usdOnYenStock: PriceDetails = {
  negotiateCurrency: 'USD',
  forex: '150',
  ofsFees: '0',
  gst: '1',
  freightCost: '1300',
  basePriceLabel: 'FOB Price (USD)',
  basePrice: '9933.33',
  landedPriceLabel: 'C&F Price (USD)',
  landedPrice: '11233.33',
};
const nzOnNzdStock: PriceDetails = {
  negotiateCurrency: 'NZD',
  forex: '88.5',
  ofsFees: '0',
  gst: '1.15',
  freightCost: '0',
  basePriceLabel: 'Price (NZD excl. GST)',
  basePrice: '14990',
  landedPriceLabel: 'Price (NZD incl. GST)',
  landedPrice: '17239.00',
};

describe('priceDetailLines', () => {
  it('NZ member, yen stock landed in NZD: yen FOB in full yen, rate, OFS fees in NZD, GST rate, no freight', () => {
    expect(priceDetailLines(nzOnYenStock, 'atnz')).toEqual([
      { key: 'base', label: 'FOB Price', value: 'JPY 1,490,000.00' },
      { key: 'forex', label: 'Forex', value: 'NZD 1 = JPY 88.5' },
      { key: 'ofsFees', label: 'OFS fees', value: 'NZD 2,200.00' },
      { key: 'gst', label: 'GST', value: '15%' },
      { key: 'landed', label: 'Landed Price (NZD incl. GST)', value: 'NZD 22,483.00' },
    ]);
  });

  it('hands each amount, as a plain decimal, to the page that writes money in its reader’s language', () => {
    const lines = priceDetailLines(nzOnYenStock, 'atnz', (currency, amount) => `${currency}|${amount}`);
    expect(lines.map((line) => line.value)).toEqual([
      'JPY|1490000',
      'NZD 1 = JPY 88.5',
      'NZD|2200',
      '15%',
      'NZD|22483',
    ]);
  });

  it('atoz member: no GST line, landed in NZD', () => {
    const lines = priceDetailLines(
      { ...nzOnYenStock, gst: '1', landedPriceLabel: 'Landed Price (NZD)' },
      'atoz',
    );
    expect(lines.map((line) => line.key)).toEqual(['base', 'forex', 'ofsFees', 'landed']);
    expect(lines.at(-1)!.value).toBe('NZD 22,483.00');
  });

  it('JPY account: no forex, GST or zero-fee lines; freight in JPY', () => {
    expect(priceDetailLines(jpOnYenStock, null)).toEqual([
      { key: 'base', label: 'FOB Price', value: 'JPY 1,490,000.00' },
      { key: 'freight', label: 'Freight', value: 'JPY 230,000.00' },
      { key: 'landed', label: 'C&F Price (JPY)', value: 'JPY 1,720,000.00' },
    ]);
  });

  it('JPY account on NZD stock: every amount in yen, so no rate line', () => {
    expect(priceDetailLines(jpOnNzdStock, null)).toEqual([
      { key: 'base', label: 'Price', value: 'JPY 1,326,900.00' },
      { key: 'landed', label: 'Price (JPY)', value: 'JPY 1,326,900.00' },
    ]);
  });

  it('USD account: C&F in USD with freight in USD; every amount is in USD, so no rate line', () => {
    expect(priceDetailLines(usdOnYenStock, null)).toEqual([
      { key: 'base', label: 'FOB Price (USD)', value: 'USD 9,933.33' },
      { key: 'freight', label: 'Freight', value: 'USD 1,300.00' },
      { key: 'landed', label: 'C&F Price (USD)', value: 'USD 11,233.33' },
    ]);
  });

  it('NZ member on NZ-landed stock: NZD price, GST, NZD total', () => {
    expect(priceDetailLines(nzOnNzdStock, 'atnz').map((line) => line.value)).toEqual([
      'NZD 14,990.00',
      '15%',
      'NZD 17,239.00',
    ]);
  });

  it('keeps text it cannot read as it is, and falls back to plain labels', () => {
    const lines = priceDetailLines(
      { ...jpOnYenStock, basePriceLabel: '', basePrice: 'POA', landedPriceLabel: '', landedPrice: '' },
      null,
    );
    expect(lines[0]).toEqual({ key: 'base', label: 'Price', value: 'POA' });
    expect(lines.at(-1)).toEqual({ key: 'landed', label: 'Landed price', value: '' });
  });
});

describe('priceFeeLines and landedPriceCurrency', () => {
  it.each([
    [nzOnYenStock, 'atnz', 'NZD'],
    [nzOnYenStock, null, 'JPY'],
    [jpOnYenStock, null, 'JPY'],
    [usdOnYenStock, null, 'USD'],
    [nzOnNzdStock, 'atnz', 'NZD'],
  ] as const)('%j in region %s is landed in %s', (details, region, currency) => {
    expect(landedPriceCurrency(details, region)).toBe(currency);
  });

  it('leaves out a zero or missing rate, zero fees and a GST of 1', () => {
    expect(
      priceFeeLines({ ...nzOnYenStock, forex: '0', ofsFees: '0', gst: '1', freightCost: '0' }, 'atnz'),
    ).toEqual([]);
    expect(priceFeeLines({ ...nzOnYenStock, forex: '', ofsFees: 'x', gst: '' }, 'atnz')).toEqual([]);
  });

  it('reads a fractional GST rate', () => {
    expect(priceFeeLines({ ...nzOnNzdStock, gst: '1.125' }, 'atnz').at(-1)).toEqual({
      key: 'gst',
      label: 'GST',
      value: '12.5%',
    });
  });
});
