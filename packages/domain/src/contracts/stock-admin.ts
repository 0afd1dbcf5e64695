// Contracts of the back office's stock pages: the one definition of a vehicle as staff
// enter it (the form, POST/PUT /api/admin/stock and, later, every row of a CSV import), the list
// query and the answers. Prices are exact decimal text; JPY prices are thousands of yen (§9).
import { fill } from '../message-text.ts';
import { z } from 'zod';
import { trimCellText } from '../csv-cell.ts';
import { parseMoney } from '../decimal.ts';
import { VEHICLE_STATUSES } from '../machines/vehicle-status.ts';
import { STAFF_VEHICLE_ACTIONS, VEHICLE_ACTIONS } from '../machines/vehicle.ts';
import {
  amountPlausibility,
  amountTextSchema,
  plausibilityMessage,
  priceUnitOf,
  readTypedAmount,
  type AmountPlausibility,
  type PriceRange,
} from '../typed-amount.ts';
import { pageOf, pageQueryFields } from './paging.ts';
import { vehicleModelFields } from './vehicle.ts';

export const TRANSMISSIONS = ['Automatic', 'Manual', 'CVT'] as const;
export const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric'] as const;
export const DRIVE_TYPES = ['2WD', '4WD', 'AWD'] as const;
export const VEHICLE_STOCK_TYPES = ['ibc', 'dealer-direct', 'ddu'] as const;
export const TRADE_TERMS = ['FOB', 'C&F', 'CIF'] as const;
export const SIZE_CLASSES = ['small', 'medium', 'large'] as const;

export const VEHICLE_STOCK_TYPE_LABELS: Readonly<Record<(typeof VEHICLE_STOCK_TYPES)[number], string>> = {
  ibc: 'IBC',
  'dealer-direct': 'Dealer direct',
  ddu: 'DDU',
};

/** §4 display mapping: wheel style 1 Normal, 2 Aluminum, other Wheel Covers. */
export const WHEEL_STYLES = [
  { value: 1, label: 'Normal' },
  { value: 2, label: 'Aluminum' },
  { value: 3, label: 'Wheel Covers' },
] as const;

/**
 * The tabs a unit can be stocked on (§4 names). New Arrival (10), IBC (11) and Hybrid (13) are not
 * here: the search derives them from the listing date, stock type and fuel.
 */
export const VEHICLE_STOCK_TABS = [
  { tab: 1, label: 'Japan (All Stock)' },
  { tab: 0, label: 'NZ stocks' },
  { tab: 2, label: 'UK' },
  { tab: 3, label: 'Original LHD' },
  { tab: 4, label: 'NZ ICCP stocks' },
  { tab: 6, label: 'Advantage Africa' },
  { tab: 7, label: 'Advantage Kenya' },
  { tab: 8, label: 'Advantage Tanzania' },
  { tab: 9, label: 'Advantage Uganda' },
  { tab: 12, label: 'NZ landed stocks' },
  { tab: 14, label: 'DDU Uganda' },
  { tab: 15, label: 'Dealer direct' },
  { tab: 16, label: 'DDU' },
] as const;

const STOCK_TAB_NUMBERS: readonly number[] = VEHICLE_STOCK_TABS.map((t) => t.tab);
const DEALER_DIRECT_TAB = 15;
const DDU_TAB = 16;

/** Auction condition grades 0 to 5 in halves; null is 'R' (repaired). */
export const CONDITION_GRADES = Array.from({ length: 11 }, (_, i) => (i / 2).toFixed(1));

export const FIRST_VEHICLE_YEAR = 1990;
/** Next year's models are on sale from the autumn before. */
const lastVehicleYear = () => new Date().getFullYear() + 1;

export const STOCK_MESSAGES = {
  duplicateChassis: /*i18n*/ 'This chassis number is already in stock.',
  notFound: /*i18n*/ 'This vehicle does not exist.',
} as const;

const CHASSIS = /^[A-Z0-9][A-Z0-9-]*$/;
const CURRENCY = /^[A-Z]{3}$/;

// Text is trimmed, but a leading tab or carriage return is kept (csv-cell.ts): an exported cell
// imports as the same text.
const requiredText = (max: number, empty: string, tooLong: string) =>
  z.string({ error: empty }).overwrite(trimCellText).min(1, { error: empty }).max(max, { error: tooLong });

/** Text that may be left blank; blank is stored as null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .overwrite(trimCellText)
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => (value ? value : null));

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const DELIVERY_TYPES_MESSAGE =
  /*i18n*/ 'Delivery types are 0 Pick Up At Port, 1 Delivery Via Driver, 2 Delivery Via Car Carrier.';

const flag = (label: string) => z.boolean({ error: `${label} must be yes or no.` });

/** Every field of a vehicle that staff enter (§3), without the cross-field rules. */
export const vehicleFieldsSchema = z.object({
  // Identity
  chassis: z
    .string({ error: /*i18n*/ 'Please enter the chassis number.' })
    .trim()
    .min(1, { error: /*i18n*/ 'Please enter the chassis number.' })
    .max(40, { error: /*i18n*/ 'A chassis number has at most 40 characters.' })
    .transform((value) => value.toUpperCase())
    .pipe(
      z.string().regex(CHASSIS, {
        error: /*i18n*/ 'A chassis number has letters, digits and dashes only (e.g. NHP10-1234567).',
      }),
    ),
  make: requiredText(60, /*i18n*/ 'Please enter the make.', /*i18n*/ 'A make has at most 60 characters.'),
  model: requiredText(60, /*i18n*/ 'Please enter the model.', /*i18n*/ 'A model has at most 60 characters.'),
  grade: z
    .string({ error: /*i18n*/ 'Please enter the grade.' })
    .overwrite(trimCellText)
    .max(80, { error: /*i18n*/ 'A grade has at most 80 characters.' }),
  year: z
    .number({ error: /*i18n*/ 'Please enter the year.' })
    .int({ error: /*i18n*/ 'Please enter the year as four digits.' })
    .refine((year) => year >= FIRST_VEHICLE_YEAR && year <= lastVehicleYear(), {
      error: `Please enter a year from ${FIRST_VEHICLE_YEAR} to next year.`,
    }),
  month: wholeNumber(/*i18n*/ 'Please choose a month from 1 to 12.', 1, 12).nullable(),
  bodyType: requiredText(
    40,
    /*i18n*/ 'Please enter the vehicle type (e.g. Hatchback).',
    /*i18n*/ 'A vehicle type has at most 40 characters.',
  ),

  // Specification
  kms: wholeNumber(/*i18n*/ 'Please enter the mileage in km (0 to 9,999,999).', 0, 9_999_999),
  engineCc: wholeNumber(
    /*i18n*/ 'Please enter the engine size in cc (0 for an electric vehicle).',
    0,
    30_000,
  ),
  doors: wholeNumber(/*i18n*/ 'Please enter the number of doors (0 to 9).', 0, 9),
  seats: wholeNumber(/*i18n*/ 'Please enter the number of seats (1 to 99).', 1, 99).nullable(),
  isLeftHandDrive: flag('Handedness'),
  transmission: z.enum(TRANSMISSIONS, {
    error: `Please choose the transmission (${TRANSMISSIONS.join(', ')}).`,
  }),
  fuel: z.enum(FUELS, { error: `Please choose the fuel (${FUELS.join(', ')}).` }),
  driveType: z.enum(DRIVE_TYPES, { error: `Please choose the drive type (${DRIVE_TYPES.join(', ')}).` }),
  wheelStyle: z
    .union([z.literal(1), z.literal(2), z.literal(3)], {
      error: /*i18n*/ 'Please choose the wheel style (Normal, Aluminum or Wheel Covers).',
    })
    .nullable(),
  interiorType: optionalText(40, /*i18n*/ 'An interior type has at most 40 characters.'),
  interiorColor: optionalText(40, /*i18n*/ 'An interior colour has at most 40 characters.'),
  hasSunRoof: flag('Sun roof'),
  lengthMm: wholeNumber(/*i18n*/ 'Please enter the length in mm (500 to 20,000).', 500, 20_000).nullable(),
  widthMm: wholeNumber(/*i18n*/ 'Please enter the width in mm (500 to 5,000).', 500, 5_000).nullable(),
  heightMm: wholeNumber(/*i18n*/ 'Please enter the height in mm (500 to 5,000).', 500, 5_000).nullable(),
  color: requiredText(
    40,
    /*i18n*/ 'Please enter the colour.',
    /*i18n*/ 'A colour has at most 40 characters.',
  ),

  // Condition
  conditionGrade: z
    .enum(CONDITION_GRADES as [string, ...string[]], {
      error: /*i18n*/ 'Please choose a condition grade from 0 to 5 in halves, or R (repaired).',
    })
    .nullable(),
  interiorGrade: optionalText(5, /*i18n*/ 'An interior grade has at most 5 characters (e.g. B).'),

  // Listing
  location: requiredText(
    60,
    /*i18n*/ 'Please enter where the vehicle stands (e.g. Yokohama).',
    /*i18n*/ 'A location has at most 60 characters.',
  ),
  stockTab: z
    .number({ error: /*i18n*/ 'Please choose the stock tab.' })
    .refine((tab) => STOCK_TAB_NUMBERS.includes(tab), { error: /*i18n*/ 'Please choose the stock tab.' }),
  stockType: z.enum(VEHICLE_STOCK_TYPES, {
    error: /*i18n*/ 'Please choose the stock type (IBC, Dealer direct or DDU).',
  }),
  deliveryTypes: z
    .array(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: DELIVERY_TYPES_MESSAGE }), {
      error: DELIVERY_TYPES_MESSAGE,
    })
    .max(3, { error: /*i18n*/ 'Each delivery type once, please.' })
    .refine((types) => new Set(types).size === types.length, {
      error: /*i18n*/ 'Each delivery type once, please.',
    }),
  isMaxcareUnit: flag('Maxcare unit'),
  isIdirect: flag('iDirect'),
  isKapStock: flag('KAP stock'),
  terms: z.enum(TRADE_TERMS, { error: /*i18n*/ 'Please choose the terms (FOB, C&F or CIF).' }),
  customerTerms: optionalText(200, /*i18n*/ 'Customer terms have at most 200 characters.'),
  dealerName: z
    .string({ error: /*i18n*/ 'Please enter the dealer.' })
    .overwrite(trimCellText)
    .max(120, { error: /*i18n*/ 'A dealer name has at most 120 characters.' }),
  keywords: z
    .string({ error: /*i18n*/ 'Keywords are text.' })
    .overwrite(trimCellText)
    .max(500, { error: /*i18n*/ 'Keywords have at most 500 characters.' }),
  // Blank lines (the form's textarea, an empty CSV cell) are dropped, not refused.
  features: z
    .array(
      z.string().overwrite(trimCellText).max(60, { error: /*i18n*/ 'A feature has at most 60 characters.' }),
      {
        error: /*i18n*/ 'Features are a list of text.',
      },
    )
    .transform((list) => list.filter((feature) => feature.length > 0))
    .pipe(z.array(z.string()).max(40, { error: /*i18n*/ 'At most 40 features, please.' })),

  // Price
  negotiateCurrency: z
    .string({ error: /*i18n*/ 'Please choose the currency.' })
    .regex(CURRENCY, { error: /*i18n*/ 'Please choose the currency (three letters, e.g. JPY).' }),
  // numeric(14,2), in the unit it is typed in (JPY in thousands of yen), read by the one rule for
  // typed amounts: '1,234' and '1234' are the same price. 0 is KAP stock's (the rule below).
  basePrice: z
    .string({ error: /*i18n*/ 'Please enter the price.' })
    .trim()
    .min(1, { error: /*i18n*/ 'Please enter the price.' })
    .pipe(amountTextSchema({ allowZero: true, places: 2, maxDigits: 12 })),
  sizeClass: z.enum(SIZE_CLASSES, {
    error: /*i18n*/ 'Please choose the size class (small, medium or large).',
  }),
});

/**
 * A vehicle as staff enter it: the form, POST/PUT /api/admin/stock and every CSV import row use
 * this one schema. The cross-field rules keep the stock the search can read consistent.
 */
export const vehicleInputSchema = vehicleFieldsSchema.superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  // KAP stock shows as 'NZD 0' and is priced on enquiry (§9); everything else needs a price.
  // The price may be one its own field refused already (the object's rules still run).
  if (!v.isKapStock && parseMoney(v.basePrice)?.isZero()) {
    issue('basePrice', /*i18n*/ 'Please enter a price above 0 (only KAP stock is priced 0, on enquiry).');
  }
  // The search finds DDU and dealer-direct units by their stock type on tabs 16 and 15 (ADR 0005).
  if ((v.stockType === 'ddu') !== (v.stockTab === DDU_TAB)) {
    issue('stockTab', /*i18n*/ 'DDU stock is listed on the DDU tab, and only DDU stock is.');
  } else if ((v.stockType === 'dealer-direct') !== (v.stockTab === DEALER_DIRECT_TAB)) {
    issue(
      'stockTab',
      /*i18n*/ 'Dealer-direct stock is listed on the Dealer direct tab, and only dealer-direct stock is.',
    );
  }
  if (v.stockType === 'ddu' && v.deliveryTypes.length === 0) {
    issue('deliveryTypes', /*i18n*/ 'Please choose at least one delivery type for DDU stock.');
  }
  if (v.stockType !== 'ddu' && v.deliveryTypes.length > 0) {
    issue('deliveryTypes', /*i18n*/ 'Delivery types are for DDU stock only.');
  }
});

export type VehicleInput = z.output<typeof vehicleInputSchema>;
export type VehicleFormValues = z.input<typeof vehicleInputSchema>;

// ---------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------
export const STOCK_PAGE_SIZE = 50;
export const STOCK_SORT_COLUMNS = ['listedAt', 'price', 'year', 'name', 'kms', 'status'] as const;
export type StockSortColumn = (typeof STOCK_SORT_COLUMNS)[number];

/** GET /api/admin/stock: one page of 50, sorted and filtered on the server. */
export const stockListQuerySchema = z.object({
  ...pageQueryFields(STOCK_PAGE_SIZE),
  sort: z
    .enum(STOCK_SORT_COLUMNS, { error: `sort must be one of ${STOCK_SORT_COLUMNS.join(', ')}.` })
    .default('listedAt'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).default('desc'),
  status: z
    .enum(VEHICLE_STATUSES, { error: `status must be one of ${VEHICLE_STATUSES.join(', ')}.` })
    .optional(),
  tab: z.coerce
    .number({ error: 'tab must be a stock tab number.' })
    .int({ error: 'tab must be a stock tab number.' })
    .min(0, { error: 'tab must be a stock tab number.' })
    .max(99, { error: 'tab must be a stock tab number.' })
    .optional(),
  make: z.string().trim().max(60, { error: 'make has at most 60 characters.' }).optional(),
  q: z.string().trim().max(100, { error: /*i18n*/ 'The search has at most 100 characters.' }).optional(),
});
export type StockListQuery = z.output<typeof stockListQuerySchema>;

export const stockListItemSchema = z.object({
  id: z.number().int(),
  chassis: z.string(),
  ...vehicleModelFields,
  kms: z.number().int(),
  negotiateCurrency: z.string(),
  basePrice: z.string(),
  status: z.enum(VEHICLE_STATUSES),
  stockTab: z.number().int(),
  stockType: z.string(),
  location: z.string(),
  listedAt: z.string(),
});
export type StockListItem = z.infer<typeof stockListItemSchema>;

export const stockListSchema = pageOf(stockListItemSchema);
export type StockList = z.infer<typeof stockListSchema>;

// ---------------------------------------------------------------------------------------------
// One vehicle
// ---------------------------------------------------------------------------------------------
export const priceHistoryEntrySchema = z.object({
  basePrice: z.string(),
  currency: z.string(),
  changedAt: z.string(),
  /** E-mail of the staff user who set it; null for the seed or an import by the system. */
  changedBy: z.string().nullable(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** GET /api/admin/stock/:id: every field as stored, the status and the price history (newest first). */
export const stockVehicleSchema = z.object({
  id: z.number().int(),
  chassis: z.string(),
  ...vehicleModelFields,
  bodyType: z.string(),
  kms: z.number().int(),
  engineCc: z.number().int(),
  doors: z.number().int(),
  seats: z.number().int().nullable(),
  isLeftHandDrive: z.boolean(),
  transmission: z.string(),
  fuel: z.string(),
  driveType: z.string(),
  wheelStyle: z.number().int().nullable(),
  interiorType: z.string().nullable(),
  interiorColor: z.string().nullable(),
  hasSunRoof: z.boolean(),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  color: z.string(),
  conditionGrade: z.string().nullable(),
  interiorGrade: z.string().nullable(),
  location: z.string(),
  stockTab: z.number().int(),
  stockType: z.string(),
  deliveryTypes: z.array(z.number().int()),
  isMaxcareUnit: z.boolean(),
  isIdirect: z.boolean(),
  isKapStock: z.boolean(),
  terms: z.string(),
  customerTerms: z.string().nullable(),
  dealerName: z.string(),
  keywords: z.string(),
  features: z.array(z.string()),
  negotiateCurrency: z.string(),
  basePrice: z.string(),
  sizeClass: z.string(),
  status: z.enum(VEHICLE_STATUSES),
  listedAt: z.string(),
  updatedAt: z.string(),
  priceHistory: z.array(priceHistoryEntrySchema),
  /** What staff may do with the vehicle's status now (machines/vehicle.ts). */
  allowedActions: z.array(z.enum(VEHICLE_ACTIONS)),
  /** The purchase that holds the vehicle (not cancelled), if any: it goes back on sale only with it. */
  purchaseId: z.number().int().nullable(),
});
export type StockVehicle = z.infer<typeof stockVehicleSchema>;

/** POST /api/admin/stock/:id/status */
export const vehicleStatusChangeSchema = z.object({
  action: z.enum(STAFF_VEHICLE_ACTIONS, {
    error: `action must be one of ${STAFF_VEHICLE_ACTIONS.join(', ')}.`,
  }),
});
export type VehicleStatusChange = z.infer<typeof vehicleStatusChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Price plausibility: a price far outside what the stock holds is a slip of a unit or a digit
// ---------------------------------------------------------------------------------------------

/**
 * The usual base prices of for-sale stock in one currency, in the unit prices are stored and typed
 * in (JPY in thousands of yen), as the vehicles' basePrice.
 */
export const stockPriceRangeSchema = z.object({
  currency: z.string(),
  low: z.string(),
  high: z.string(),
});
export type StockPriceRange = z.infer<typeof stockPriceRangeSchema>;

/** GET /api/admin/stock/price-ranges: one range per currency the for-sale stock is priced in. */
export const stockPriceRangesSchema = z.object({ ranges: z.array(stockPriceRangeSchema) });
export type StockPriceRanges = z.infer<typeof stockPriceRangesSchema>;

export interface StockPriceCheck {
  plausibility: AmountPlausibility;
  /** What the price field says (impossible) or what the confirmation asks; null when usual. */
  message: string | null;
}

const USUAL: StockPriceCheck = { plausibility: 'usual', message: null };

/**
 * How a vehicle's price compares with what the stock holds in its currency (`range`, in the same
 * unit as the price: JPY in thousands of yen). KAP stock (priced on enquiry), a price that does not
 * read and a currency the stock holds nothing in are not judged.
 */
export function stockPriceCheck(
  vehicle: { basePrice: string; negotiateCurrency: string; isKapStock: boolean },
  range: PriceRange | null | undefined,
): StockPriceCheck {
  if (vehicle.isKapStock || !range) return USUAL;
  const currency = vehicle.negotiateCurrency;
  const unit = priceUnitOf(currency);
  // In whole units (yen), where 12 digits of thousands of yen are 15.
  const read = (text: string) => readTypedAmount(text, { currency, unit, allowZero: true, maxDigits: 16 });
  const [price, low, high] = [read(vehicle.basePrice), read(range.low), read(range.high)];
  if (!price.ok || !low.ok || !high.ok) return USUAL;
  const plausibility = amountPlausibility(price.value, { low: low.value, high: high.value });
  return {
    plausibility,
    message: plausibilityMessage(plausibility, {
      full: price.full,
      below: fill(/*i18n*/ 'the lowest usual price in stock ({amount})', { amount: low.full }),
      above: fill(/*i18n*/ 'the highest usual price in stock ({amount})', { amount: high.full }),
      unit,
    }),
  };
}
