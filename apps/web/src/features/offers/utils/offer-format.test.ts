import { setupI18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { landedText } from './offer-format';

test('the landed price is shown in the currency of the vehicle price (offer pages)', () => {
  expect(landedText(i18n, { vehiclePrice: 'NZD 34,385', computedFees: '10178.00' })).toBe('NZD 10,178.00');
  expect(landedText(i18n, { vehiclePrice: '', computedFees: '10178.00' })).toBe('10178.00');
  const ru = setupI18n({ locale: 'ru', messages: { ru: {} } });
  expect(landedText(ru, { vehiclePrice: 'NZD 34,385', computedFees: '10178.00' })).toMatch(
    /^NZD 10\s178,00$/,
  );
});
