import { expect, test } from 'vitest';
import { formatOfferAmount, landedText } from './offer-format';

test('the landed price is shown in the currency of the vehicle price (offer pages)', () => {
  expect(landedText({ vehiclePrice: 'NZD 34,385', computedFees: '10178.00' })).toBe('NZD 10,178.00');
  expect(landedText({ vehiclePrice: '', computedFees: '10178.00' })).toBe('10178.00');
  expect(formatOfferAmount('JPY', '650000')).toBe('JPY 650,000.00');
});
