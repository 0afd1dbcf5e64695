import { describe, expect, test } from 'vitest';
import { vehicleSearchText } from './vehicle-search-text.ts';

describe('vehicleSearchText', () => {
  test.each([
    [
      { make: 'Toyota', model: 'Aqua', grade: 'S', chassis: 'NHP10-1234567', keywords: 'hybrid, navigation' },
      'toyota aqua s nhp10-1234567 nhp10 hybrid, navigation',
    ],
    // A VIN has no model code; a blank grade leaves no double space.
    [
      { make: 'BMW', model: 'X5', grade: '', chassis: 'WBAKS420200Y12345', keywords: '' },
      'bmw x5 wbaks420200y12345',
    ],
  ])('%j -> %s', (vehicle, text) => {
    expect(vehicleSearchText(vehicle)).toBe(text);
  });
});
