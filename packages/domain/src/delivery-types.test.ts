import { expect, test } from 'vitest';
import { DELIVERY_TYPES, deliveryTypeLabel } from './delivery-types.ts';

test.each([
  [0, 'Pick Up At Port'], // §3 Delivery types: 0 Pick Up At Port
  [1, 'Delivery Via Driver'], // §3 1 Delivery Via Driver
  [2, 'Delivery Via Car Carrier'], // §3 2 Delivery Via Car Carrier
  [3, ''], // §3 Offer payload deliveryType (text): unknown sends empty text
  [null, ''], // §2 Send Offer modal: delivery type (DDU only)
])('deliveryTypeLabel(%j) = %j', (value, label) => {
  expect(deliveryTypeLabel(value)).toBe(label);
});

test('delivery types are listed in value order', () => {
  // §3 Delivery types
  expect(DELIVERY_TYPES.map((t) => t.value)).toEqual([0, 1, 2]);
});
