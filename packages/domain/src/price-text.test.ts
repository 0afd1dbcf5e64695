import { describe, expect, it } from 'vitest';
import { sendsKapEnquiry } from './offer.ts';
import { fobPriceText, isPricedOnEnquiry } from './price-text.ts';

// The tile shows the C&F or landed price and, beside it, the vehicle's own (FOB) price.
describe('fobPriceText', () => {
  const details = {
    negotiateCurrency: 'JPY',
    forex: '88.5',
    ofsFees: '1800',
    gst: '1.15',
    freightCost: '150000',
    basePriceLabel: 'FOB Price (JPY 000s)',
    basePrice: '650',
    landedPriceLabel: 'Landed Price (NZD incl. GST)',
    landedPrice: '10925.00',
  };
  it.each([
    [details, 'FOB JPY 650,000'],
    [
      { ...details, negotiateCurrency: 'USD', basePriceLabel: 'FOB Price (USD)', basePrice: '5400.4' },
      'FOB USD 5,400',
    ],
    [
      { ...details, negotiateCurrency: 'NZD', basePriceLabel: 'Price (NZD excl. GST)', basePrice: '9500' },
      null,
    ],
    [{ ...details, basePriceLabel: 'Price on enquiry', basePrice: '0' }, null],
    // Whole units, half-up, like formatPriceText (decimal.js) gave before.
    [{ ...details, basePrice: '650.5' }, 'FOB JPY 650,500'],
    [{ ...details, basePrice: '0.0125' }, 'FOB JPY 13'],
    [
      { ...details, basePriceLabel: 'FOB Price (USD)', negotiateCurrency: ' usd ', basePrice: '5400.5' },
      'FOB USD 5,401',
    ],
    [
      { ...details, basePriceLabel: 'FOB Price (USD)', negotiateCurrency: 'USD', basePrice: '1234567' },
      'FOB USD 1,234,567',
    ],
    // Not a plain numeral: no FOB line (decimal.js used to throw while the tile rendered).
    [{ ...details, basePrice: 'POA' }, null],
  ])('%j -> %s', (input, text) => {
    expect(fobPriceText(input)).toBe(text);
  });
  it('hands the whole amount to the page that writes money in its reader’s language', () => {
    expect(fobPriceText(details, (currency, whole) => `${currency}|${whole}`)).toBe('FOB JPY|650000');
  });
});

describe('isPricedOnEnquiry agrees with sendsKapEnquiry', () => {
  it.each([
    ['NZD 0', false, true],
    ['nzd  0.00', false, true],
    ['NZD 0,000', false, true],
    ['NZD 12,345', true, true],
    ['NZD 12,345', false, false],
    ['NZD 0.50', false, false],
    ['USD 0', false, false],
    ['USD 0', true, true],
    ['', false, false],
    // A vehicle without a price text (a visitor's tile): only KAP stock is priced on enquiry.
    [null, false, false],
    [undefined, true, true],
  ])('%s (KAP stock: %s) -> %s', (price, isKapStock, expected) => {
    expect(isPricedOnEnquiry({ price, isKapStock })).toBe(expected);
    expect(sendsKapEnquiry({ price, isKapStock })).toBe(expected);
  });
});
