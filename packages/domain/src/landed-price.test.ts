import { describe, expect, test } from 'vitest';
import { computeLandedPrice, offerAmountToSend, offeredTerms, roundUpToFifty } from './landed-price.ts';

const details = (
  negotiateCurrency: string,
  forex: string,
  ofsFees: string,
  gst: string,
  freightCost = '0',
) => ({
  negotiateCurrency,
  forex,
  ofsFees,
  gst,
  freightCost,
});

describe('roundUpToFifty', () => {
  test.each([
    ['13500', '13500'], // §9 "rounded to 50": x.00 within the hundred is already on 50
    ['13500.01', '13550'], // §9 rounded to 50: just above the hundred goes up to 50
    ['13549', '13550'], // §9 rounded to 50: x.49 -> x.50
    ['13549.99', '13550'], // §9 rounded to 50: below .50 within the hundred
    ['13550', '13550'], // §9 rounded to 50: x.50 stays
    ['13550.01', '13600'], // §9 "up above 50 within each hundred"
    ['13551', '13600'], // §9 up above 50: x.51 -> next hundred
    ['13599.99', '13600'], // §9 up above 50: top of the hundred
    ['0', '0'], // §9 "No price details: 0": zero stays zero
  ])('%s -> %s', (value, rounded) => {
    expect(roundUpToFifty(value).toString()).toBe(rounded);
  });
});

describe('computeLandedPrice', () => {
  test.each([
    // offer, region, price details, currency, amount, formatted
    [1000, 'atnz', details('JPY', '100', '3200', '1'), 'NZD', '13500.00', '13,500.00'], // §9 atnz JPY: x.00 stays
    [1000, 'atnz', details('JPY', '100', '3249', '1'), 'NZD', '13550.00', '13,550.00'], // §9 atnz JPY: x.49 -> x.50
    [1000, 'atnz', details('JPY', '100', '3250', '1'), 'NZD', '13550.00', '13,550.00'], // §9 atnz JPY: x.50 stays
    [1000, 'atnz', details('JPY', '100', '3251', '1'), 'NZD', '13600.00', '13,600.00'], // §9 atnz JPY: x.51 -> next hundred
    [1000, 'atnz', details('JPY', '100', '3250', '1.15'), 'NZD', '15583.00', '15,583.00'], // §9 atnz JPY: "times gst and rounded" (15582.5 half-up)
    [1000, 'atnz', details('JPY', '88.50', '1500', '1.15'), 'NZD', '15123.00', '15,123.00'], // §9 atnz JPY: "offer (thousands of yen) divided by the exchange rate, times 1.03"
    ['1000', 'ATNZ', details('jpy', '88.50', '1500', '1.15'), 'NZD', '15123.00', '15,123.00'], // §6 exportRegion and currency in any case
    [1000, 'atnz', details('JPY', '0', '1500', '1.15'), 'NZD', '0.00', '0.00'], // §9 atnz JPY: no exchange rate, nothing to convert
    [1000, 'atnz', details('JPY', '', '', '1.15'), 'NZD', '0.00', '0.00'], // §9 atnz JPY: blank exchange rate
    [1000, 'atnz', details('JPY', '100', '', '1'), 'NZD', '10300.00', '10,300.00'], // §9 atnz JPY: blank ofsFees adds nothing
    [12345, 'atnz', details('NZD', '88.50', '1500', '1.15'), 'NZD', '14197.00', '14,197.00'], // §9 "atnz with NZD: offer times gst, rounded" (14196.75)
    [12345, 'atnz', details('NZD', '88.50', '1500', ''), 'NZD', '0.00', '0.00'], // §9 atnz NZD: a missing gst gives no price rather than a guess
    [1000, 'atoz', details('JPY', '100', '3201', '1.15'), 'NZD', '13550.00', '13,550.00'], // §9 "Region atoz: same JPY formula, rounded up to the next 50, shown in NZD"
    [1000, 'atoz', details('JPY', '100', '3200', '1.15'), 'NZD', '13500.00', '13,500.00'], // §9 atoz: already on 50 stays
    [1000, 'atoz', details('JPY', '100', '3251', '1'), 'NZD', '13600.00', '13,600.00'], // §9 atoz: up to the next 50 above x.50
    [1500, 'other', details('JPY', '88.50', '1500', '1.15', '180000'), 'JPY', '1680000.00', '1,680,000.00'], // §9 "Otherwise JPY: offer times 1000 plus freight cost, in JPY"
    [1500, null, details('JPY', '88.50', '1500', '1.15', '180000'), 'JPY', '1680000.00', '1,680,000.00'], // §9 otherwise JPY: no exportRegion
    [12000, 'atoz', details('USD', '150', '0', '1', '1850.50'), 'USD', '13850.50', '13,850.50'], // §9 "other currencies: offer plus freight in that currency"
    [0.1, undefined, details('AUD', '95', '0', '1', '0.2'), 'AUD', '0.30', '0.30'], // §9 other currencies: exact arithmetic, no float drift
    [12000, 'atnz', details('AUD', '95', '0', '1.15', ''), 'AUD', '12000.00', '12,000.00'], // §9 atnz with neither JPY nor NZD: the other-currency rule
    ['abc', 'other', details('USD', '150', '0', '1', '100'), 'USD', '100.00', '100.00'], // §5 an unreadable offer counts as 0
    [1000, 'atnz', null, 'JPY', '0.00', '0.00'], // §9 "No price details: 0 in JPY"
    [1000, 'atnz', undefined, 'JPY', '0.00', '0.00'], // §9 No price details: 0 in JPY
  ])('%j %j %j -> %s %s', (offer, exportRegion, priceDetails, currency, amount, formatted) => {
    expect(computeLandedPrice({ offer, exportRegion, priceDetails })).toEqual({
      currency,
      amount,
      formatted,
    });
  });
});

test.each([
  [1500, 'JPY', '1500000'], // §9 "JPY offers are sent as offer times 1000"
  [' 1.5 ', 'jpy', '1500'], // §9 JPY offers x 1000, exactly
  [12000.5, 'NZD', '12000.5'], // §9 other currencies are sent as typed
  ['abc', 'JPY', '0'], // §5 an unreadable offer is never sent as a price
])('offerAmountToSend(%j, %j) = %j', (offer, currency, sent) => {
  expect(offerAmountToSend(offer, currency)).toBe(sent);
});

describe('offeredTerms', () => {
  const details = (negotiateCurrency: string, freightCost: string) => ({
    negotiateCurrency,
    forex: '88.5',
    ofsFees: '0',
    gst: '1',
    freightCost,
  });

  test('a car listed FOB is offered C&F when the price to the dealer adds the freight to his port', () => {
    expect(offeredTerms('FOB', { exportRegion: null, priceDetails: details('JPY', '150000') })).toBe('C&F');
    expect(offeredTerms('FOB', { exportRegion: 'other', priceDetails: details('USD', '1200') })).toBe('C&F');
  });

  test('a landed price keeps the listing term: it has no freight line', () => {
    expect(offeredTerms('FOB', { exportRegion: 'atnz', priceDetails: details('JPY', '150000') })).toBe('FOB');
    expect(offeredTerms('FOB', { exportRegion: ' ATOZ ', priceDetails: details('jpy', '150000') })).toBe(
      'FOB',
    );
    expect(offeredTerms('FOB', { exportRegion: 'atnz', priceDetails: details('NZD', '900') })).toBe('FOB');
  });

  test('no freight, no price details or a listing that is not FOB: the listing term', () => {
    expect(offeredTerms('FOB', { exportRegion: null, priceDetails: details('JPY', '0') })).toBe('FOB');
    expect(offeredTerms('FOB', { exportRegion: null, priceDetails: details('JPY', '') })).toBe('FOB');
    expect(offeredTerms('FOB', { exportRegion: null, priceDetails: null })).toBe('FOB');
    expect(offeredTerms('CIF', { exportRegion: null, priceDetails: details('JPY', '150000') })).toBe('CIF');
    expect(offeredTerms('C&F', { exportRegion: 'atoz', priceDetails: details('NZD', '900') })).toBe('C&F');
  });
});
