import { describe, expect, test } from 'vitest';
import {
  stockListQuerySchema,
  stockPriceCheck,
  vehicleInputSchema,
  type VehicleFormValues,
} from './stock-admin.ts';

/** A Toyota Aqua as staff would enter it (the demo's most common unit). */
const aqua = (overrides: Partial<VehicleFormValues> = {}): VehicleFormValues => ({
  chassis: 'NHP10-1234567',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2015,
  month: 3,
  bodyType: 'Hatchback',
  kms: 45_000,
  engineCc: 1500,
  doors: 5,
  seats: 5,
  isLeftHandDrive: false,
  transmission: 'Automatic',
  fuel: 'Hybrid',
  driveType: '2WD',
  wheelStyle: 2,
  interiorType: 'Cloth',
  interiorColor: 'Black',
  hasSunRoof: false,
  lengthMm: 3995,
  widthMm: 1695,
  heightMm: 1445,
  color: 'Pearl White',
  conditionGrade: '4.0',
  interiorGrade: 'B',
  location: 'Yokohama',
  stockTab: 1,
  stockType: 'ibc',
  deliveryTypes: [],
  isMaxcareUnit: false,
  isIdirect: false,
  isKapStock: false,
  terms: 'FOB',
  customerTerms: null,
  dealerName: 'Kanto Auto Trading',
  keywords: 'hybrid, navigation',
  features: ['Navigation', 'Reversing Camera'],
  negotiateCurrency: 'JPY',
  basePrice: '650',
  sizeClass: 'small',
  ...overrides,
});

/** The field messages of a failed parse, by field. */
function errors(input: unknown): Record<string, string> {
  const result = vehicleInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('vehicleInputSchema', () => {
  test('accepts a complete vehicle, upper-cases the chassis and stores blank text as null', () => {
    const parsed = vehicleInputSchema.parse(
      aqua({
        chassis: ' nhp10-7654321 ',
        interiorType: '  ',
        customerTerms: '',
        features: ['Navigation', '', ' '],
      }),
    );
    expect(parsed.chassis).toBe('NHP10-7654321');
    expect(parsed.interiorType).toBeNull();
    expect(parsed.customerTerms).toBeNull();
    expect(parsed.basePrice).toBe('650');
    // Blank lines of the features box are dropped, not refused.
    expect(parsed.features).toEqual(['Navigation']);
  });

  test.each<[string, Partial<VehicleFormValues>, string, string]>([
    ['no chassis', { chassis: '' }, 'chassis', 'Please enter the chassis number.'],
    [
      'a chassis with spaces',
      { chassis: 'NHP10 123' },
      'chassis',
      'A chassis number has letters, digits and dashes only (e.g. NHP10-1234567).',
    ],
    ['no make', { make: ' ' }, 'make', 'Please enter the make.'],
    ['no model', { model: '' }, 'model', 'Please enter the model.'],
    [
      'a year before 1990 (§9 year floor)',
      { year: 1989 },
      'year',
      'Please enter a year from 1990 to next year.',
    ],
    ['a year not a number (empty input)', { year: Number.NaN }, 'year', 'Please enter the year.'],
    ['month 13', { month: 13 }, 'month', 'Please choose a month from 1 to 12.'],
    ['negative kms', { kms: -1 }, 'kms', 'Please enter the mileage in km (0 to 9,999,999).'],
    ['fractional kms', { kms: 10.5 }, 'kms', 'Please enter the mileage in km (0 to 9,999,999).'],
    [
      'an unknown fuel',
      { fuel: 'Steam' as 'Petrol' },
      'fuel',
      'Please choose the fuel (Petrol, Diesel, Hybrid, Plug-in Hybrid, Electric).',
    ],
    [
      'grade 4.3 (halves only)',
      { conditionGrade: '4.3' },
      'conditionGrade',
      'Please choose a condition grade from 0 to 5 in halves, or R (repaired).',
    ],
    [
      'grade 5.5',
      { conditionGrade: '5.5' },
      'conditionGrade',
      'Please choose a condition grade from 0 to 5 in halves, or R (repaired).',
    ],
    ['terms EXW', { terms: 'EXW' as 'FOB' }, 'terms', 'Please choose the terms (FOB, C&F or CIF).'],
    [
      'a price with three decimals',
      { basePrice: '650.125' },
      'basePrice',
      'At most 2 decimal places, please.',
    ],
    [
      'a price with a misplaced separator',
      { basePrice: '16,50' },
      'basePrice',
      'Thousands separators go every three digits, e.g. 2,150,000.',
    ],
    [
      'a price in words',
      { basePrice: 'six fifty' },
      'basePrice',
      'Please enter the amount in figures, e.g. 2,150 or 2150.50.',
    ],
    ['a negative price', { basePrice: '-650' }, 'basePrice', 'The amount must be more than 0.'],
    ['a price of 13 digits', { basePrice: '1234567890123' }, 'basePrice', 'This amount is too large.'],
    [
      'a price of 0 on normal stock',
      { basePrice: '0' },
      'basePrice',
      'Please enter a price above 0 (only KAP stock is priced 0, on enquiry).',
    ],
    [
      'a lower-case currency',
      { negotiateCurrency: 'jpy' },
      'negotiateCurrency',
      'Please choose the currency (three letters, e.g. JPY).',
    ],
    ['tab 10 (derived, not a stock tab)', { stockTab: 10 }, 'stockTab', 'Please choose the stock tab.'],
    [
      'DDU stock on tab 1',
      { stockType: 'ddu', deliveryTypes: [0] },
      'stockTab',
      'DDU stock is listed on the DDU tab, and only DDU stock is.',
    ],
    [
      'IBC stock on tab 16',
      { stockTab: 16 },
      'stockTab',
      'DDU stock is listed on the DDU tab, and only DDU stock is.',
    ],
    [
      'dealer-direct stock on tab 1',
      { stockType: 'dealer-direct' },
      'stockTab',
      'Dealer-direct stock is listed on the Dealer direct tab, and only dealer-direct stock is.',
    ],
    [
      'DDU stock without a delivery type',
      { stockType: 'ddu', stockTab: 16 },
      'deliveryTypes',
      'Please choose at least one delivery type for DDU stock.',
    ],
    [
      'delivery types on IBC stock',
      { deliveryTypes: [1] },
      'deliveryTypes',
      'Delivery types are for DDU stock only.',
    ],
    [
      'delivery type 3 (§3 has 0 to 2)',
      { stockType: 'ddu', stockTab: 16, deliveryTypes: [3 as 0] },
      'deliveryTypes.0',
      'Delivery types are 0 Pick Up At Port, 1 Delivery Via Driver, 2 Delivery Via Car Carrier.',
    ],
  ])('refuses %s', (_, overrides, field, message) => {
    expect(errors(aqua(overrides))[field]).toBe(message);
  });

  test.each<[string, Partial<VehicleFormValues>]>([
    ['a repaired unit (grade R = null)', { conditionGrade: null }],
    ['grade 0.0 and 5.0', { conditionGrade: '5.0' }],
    [
      'KAP stock priced 0 on enquiry (§9 NZD 0)',
      { isKapStock: true, basePrice: '0', negotiateCurrency: 'NZD' },
    ],
    [
      'NZD stock priced in dollars and cents',
      { negotiateCurrency: 'NZD', basePrice: '14990.50', stockTab: 12 },
    ],
    ['DDU stock with its delivery types', { stockType: 'ddu', stockTab: 16, deliveryTypes: [0, 2] }],
    ['dealer-direct stock on tab 15', { stockType: 'dealer-direct', stockTab: 15 }],
    ['an electric vehicle with 0 cc', { engineCc: 0, fuel: 'Electric' }],
    [
      'no month, seats or dimensions',
      { month: null, seats: null, lengthMm: null, widthMm: null, heightMm: null },
    ],
  ])('accepts %s', (_, overrides) => {
    expect(errors(aqua(overrides))).toEqual({});
  });

  test.each([
    ['1,650', '1650'],
    [' 1,234,000 ', '1234000'],
    ['14,990.50', '14990.5'],
    ['720.00', '720'],
  ])('reads the price %j by the one rule for typed amounts: %s', (typed, stored) => {
    expect(vehicleInputSchema.parse(aqua({ basePrice: typed })).basePrice).toBe(stored);
  });

  test('names every missing field of an empty object with its own message', () => {
    const found = errors({});
    expect(found.chassis).toBe('Please enter the chassis number.');
    expect(found.basePrice).toBe('Please enter the price.');
    expect(found.location).toBe('Please enter where the vehicle stands (e.g. Yokohama).');
    expect(Object.keys(found).length).toBeGreaterThan(30);
  });
});

describe('stockListQuerySchema', () => {
  test('defaults to page 1 of 50, newest listed first', () => {
    expect(stockListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 50,
      sort: 'listedAt',
      direction: 'desc',
    });
  });

  test.each<[Record<string, string>, string]>([
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ sort: 'colour' }, 'sort'],
    [{ status: 'lost' }, 'status'],
    [{ direction: 'up' }, 'direction'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %j', (query, field) => {
    const result = stockListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('stockPriceCheck', () => {
  // What the stock holds in JPY: JPY 500,000 to JPY 3,000,000 (in thousands of yen, as stored).
  const yen = { low: '500.00', high: '3000' };
  const jpy = (basePrice: string, isKapStock = false) => ({
    basePrice,
    negotiateCurrency: 'JPY',
    isKapStock,
  });

  test('a price within what the stock holds is usual', () => {
    expect(stockPriceCheck(jpy('1,234'), yen)).toEqual({ plausibility: 'usual', message: null });
  });

  test('whole yen typed into the thousands field is refused as a slip, with the unit named', () => {
    const check = stockPriceCheck(jpy('1,234,000'), yen);
    expect(check.plausibility).toBe('impossible-high');
    expect(check.message).toBe(
      'JPY 1,234,000,000 cannot be right: it is far above the highest usual price in stock (JPY 3,000,000). Yen prices are typed in thousands: 2,150 is JPY 2,150,000.',
    );
  });

  test('a price outside the range but not far asks to confirm, below and above', () => {
    expect(stockPriceCheck(jpy('400'), yen)).toEqual({
      plausibility: 'confirm-low',
      message: 'JPY 400,000 is below the lowest usual price in stock (JPY 500,000). Is it right?',
    });
    expect(stockPriceCheck(jpy('4000'), yen).plausibility).toBe('confirm-high');
    expect(stockPriceCheck(jpy('4'), yen).plausibility).toBe('impossible-low');
  });

  test('other currencies are in whole units', () => {
    const nzd = { basePrice: '149900', negotiateCurrency: 'NZD', isKapStock: false };
    expect(stockPriceCheck(nzd, { low: '5000', high: '14000' })).toMatchObject({
      plausibility: 'impossible-high',
    });
  });

  test('KAP stock, a price that does not read and a currency without stock are not judged', () => {
    expect(stockPriceCheck(jpy('0', true), yen).plausibility).toBe('usual');
    expect(stockPriceCheck(jpy('abc'), yen).plausibility).toBe('usual');
    expect(stockPriceCheck(jpy('1,234,000'), null).plausibility).toBe('usual');
    expect(stockPriceCheck(jpy('1,234,000'), { low: '', high: '3000' }).plausibility).toBe('usual');
  });
});
