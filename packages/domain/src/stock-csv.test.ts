import { describe, expect, it } from 'vitest';
import { vehicleInputSchema } from './contracts/stock-admin.ts';
import { csvColumnOf, STOCK_CSV_COLUMNS, vehicleToCsvCells, vehicleValuesFromCsv } from './stock-csv.ts';

// Bulk import: the same columns for template, import and export; each row validated
// with the one vehicle schema.

const cells = (overrides: Record<string, string> = {}): Record<string, string> => ({
  chassis: 'nhp10-1234567',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: '2016',
  month: '',
  bodyType: 'Hatchback',
  kms: '52,000',
  engineCc: '1500',
  doors: '5',
  seats: '',
  isLeftHandDrive: 'No',
  transmission: 'Automatic',
  fuel: 'Hybrid',
  driveType: '2WD',
  wheelStyle: '2',
  interiorType: '',
  interiorColor: '',
  hasSunRoof: 'yes',
  lengthMm: '',
  widthMm: '',
  heightMm: '',
  color: 'White',
  conditionGrade: 'R',
  interiorGrade: '',
  location: 'Yokohama',
  stockTab: '16',
  stockType: 'ddu',
  deliveryTypes: '0|2',
  isMaxcareUnit: '',
  isIdirect: 'TRUE',
  isKapStock: '0',
  terms: 'FOB',
  customerTerms: '',
  dealerName: '',
  keywords: '',
  features: 'Navigation| Reversing camera |',
  negotiateCurrency: 'JPY',
  basePrice: '720',
  sizeClass: 'small',
  ...overrides,
});

describe('vehicleValuesFromCsv', () => {
  it('reads numbers with thousands separators, yes/no in any case, lists, blanks and R', () => {
    const parsed = vehicleInputSchema.parse(vehicleValuesFromCsv(cells()));
    expect(parsed).toMatchObject({
      chassis: 'NHP10-1234567',
      kms: 52000,
      month: null,
      seats: null,
      isLeftHandDrive: false,
      hasSunRoof: true,
      isMaxcareUnit: false,
      isIdirect: true,
      isKapStock: false,
      conditionGrade: null,
      deliveryTypes: [0, 2],
      features: ['Navigation', 'Reversing camera'],
      interiorType: null,
    });
  });

  it.each([
    ['kms', 'lots', 'kms'],
    ['hasSunRoof', 'maybe', 'hasSunRoof'],
    ['year', '', 'year'],
    ['conditionGrade', '4.3', 'conditionGrade'],
  ])('a bad %s cell (%j) is reported on its column', (column, value, path) => {
    const result = vehicleInputSchema.safeParse(vehicleValuesFromCsv(cells({ [column]: value })));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(path);
  });

  it('reads a price cell by the one rule for typed amounts: separators accepted, kept as plain digits', () => {
    expect(vehicleInputSchema.parse(vehicleValuesFromCsv(cells({ basePrice: '1,234' }))).basePrice).toBe(
      '1234',
    );
    const bad = vehicleInputSchema.safeParse(vehicleValuesFromCsv(cells({ basePrice: '1,23,4' })));
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['basePrice'],
      message: 'Thousands separators go every three digits, e.g. 2,150,000.',
    });
  });

  it('reads a missing cell as a blank one', () => {
    const { seats: _seats, ...withoutSeats } = cells();
    expect(vehicleValuesFromCsv(withoutSeats).seats).toBeNull();
  });

  it('reads a whole-number grade as its half-grade text', () => {
    expect(vehicleValuesFromCsv(cells({ conditionGrade: '4' })).conditionGrade).toBe('4.0');
  });
});

describe('csvColumnOf', () => {
  it.each([
    [['deliveryTypes', 1], 'deliveryTypes'],
    [['chassis'], 'chassis'],
    [[], ''],
  ] as const)('%j is about column %j', (path, column) => {
    expect(csvColumnOf(path)).toBe(column);
  });
});

describe('vehicleToCsvCells', () => {
  it('writes what the import reads back: the same vehicle after a round trip', () => {
    const vehicle = vehicleInputSchema.parse(vehicleValuesFromCsv(cells()));
    const written = vehicleToCsvCells(vehicle);
    expect(written).toHaveLength(STOCK_CSV_COLUMNS.length);
    const again = Object.fromEntries(STOCK_CSV_COLUMNS.map((column, i) => [column, written[i]!]));
    expect(again).toMatchObject({ conditionGrade: 'R', hasSunRoof: 'yes', deliveryTypes: '0|2' });
    expect(vehicleInputSchema.parse(vehicleValuesFromCsv(again))).toEqual(vehicle);
  });

  it('writes a graded unit with its grade', () => {
    const vehicle = vehicleInputSchema.parse(vehicleValuesFromCsv(cells({ conditionGrade: '4.5' })));
    expect(vehicleToCsvCells(vehicle)[STOCK_CSV_COLUMNS.indexOf('conditionGrade')]).toBe('4.5');
  });
});

describe('formula-like text in the stock CSV', () => {
  const TEXT = {
    make: '=HYPERLINK("http://x","y")',
    model: "+cmd|' /C calc'!A0",
    grade: '@SUM(1+1)',
    color: '-2+3',
    location: '\t=1+1',
    keywords: '\r=1+1',
    customerTerms: '=1+1',
    features: '+1|Navigation',
  };
  const cellOf = (written: string[], column: (typeof STOCK_CSV_COLUMNS)[number]) =>
    written[STOCK_CSV_COLUMNS.indexOf(column)];

  it('writes text a spreadsheet would run behind a quote, and reads it back as the same text', () => {
    const escaped = Object.fromEntries(Object.entries(TEXT).map(([column, text]) => [column, `'${text}`]));
    const vehicle = vehicleInputSchema.parse(vehicleValuesFromCsv(cells(escaped)));
    expect(vehicle).toMatchObject({ ...TEXT, features: ['+1', 'Navigation'] });
    const written = vehicleToCsvCells(vehicle);
    for (const column of Object.keys(TEXT) as (keyof typeof TEXT)[])
      expect(cellOf(written, column)).toBe(`'${TEXT[column]}`);
    const again = Object.fromEntries(STOCK_CSV_COLUMNS.map((column, i) => [column, written[i]!]));
    expect(vehicleInputSchema.parse(vehicleValuesFromCsv(again))).toEqual(vehicle);
  });

  it('writes numbers and prices as they are, negative ones too', () => {
    const vehicle = vehicleInputSchema.parse(vehicleValuesFromCsv(cells()));
    const written = vehicleToCsvCells({ ...vehicle, kms: -5, basePrice: '-720.50' });
    expect(cellOf(written, 'kms')).toBe('-5');
    expect(cellOf(written, 'basePrice')).toBe('-720.50');
    expect(cellOf(written, 'deliveryTypes')).toBe('0|2');
  });

  it('reads a quote that escapes nothing as part of the text', () => {
    const values = vehicleValuesFromCsv(cells({ grade: "'S", features: "'Navigation" }));
    expect(values).toMatchObject({ grade: "'S", features: ["'Navigation"] });
  });
});
