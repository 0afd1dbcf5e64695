// Member prices (§3 price, priceDetails; §9 landed cost; §6 "exportRegion affects landed-cost").
//
// USAGE (shared with the offers and compare modules):
//
//   import { priceVehiclesForMember } from '../pricing/pricing.service.ts';
//   const prices = await priceVehiclesForMember(app.db, request.member!, rows);
//   prices.get(row.id) // -> { price: 'NZD 12,345', priceDetails: PriceDetails, pricingRegion: 'atnz' | null }
//
// `rows` need only { id, negotiateCurrency, basePrice, sizeClass, isKapStock } (the vehicles table's
// columns). All reference data (the forex rate in force of every currency, the member's country gst, the shipping
// rates of the member's destination port) is loaded in ONE query per call, never per vehicle.
// Use `loadPricingContext` + `priceVehicle` (pure) when you price a single vehicle repeatedly.
//
// `pricingRegion` is the exportRegion to hand to computeLandedPrice together with priceDetails
// (the offer modal recomputes the landed price of a typed offer with it): it is null when the
// member looks at a JPY account, so the figures stay a JPY C&F price. Rules: docs/decisions/0002-pricing.md.
import { computeLandedPrice, convertAmount, formatPriceText, type PriceDetails } from '@ibc/domain';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../lib/auth-context.ts';
import { createPricingRepository } from './pricing.repository.ts';

export interface PriceableVehicle {
  id: number;
  /** 'JPY' prices are thousands of yen (§9). */
  negotiateCurrency: string;
  basePrice: string;
  sizeClass: string;
  isKapStock: boolean;
}

export interface VehiclePrice {
  price: string;
  priceDetails: PriceDetails;
  pricingRegion: string | null;
}

export interface ShippingRate {
  freightJpy: number;
  /** In the destination country's currency. */
  ofsFees: string;
}

export interface PricingContext {
  /** Currency of the member's active account (§2 Switch Account). */
  accountCurrency: string;
  exportRegion: string | null;
  /** GST multiplier of the member's country ('1.15' for NZ); '1' when unknown. */
  gst: string;
  /** Yen per one unit of each currency code (JPY = 1). */
  jpyPerUnit: Readonly<Record<string, string>>;
  /** Shipping to the member's port (or the country's default port), by vehicle size class. */
  rates: Readonly<Record<string, ShippingRate>>;
  /** The destination port the rates are to (shown beside the C&F price); null if none. */
  port: { id: number; name: string } | null;
}

/** Price to a port the member chose (one of his country's), instead of his company's. */
export interface PricingOptions {
  portId?: number | null | undefined;
}

const REGIONS_WITH_LANDED_PRICES = new Set(['atnz', 'atoz']);
const KAP_CURRENCY = 'NZD';

/** Loads what pricing needs for one member in a single round trip. */
export async function loadPricingContext(
  db: DbOrTx,
  member: Member,
  options: PricingOptions = {},
): Promise<PricingContext> {
  // Read with the member in the same statement when his route asked for it, unless the
  // search chose a port of its own.
  const row =
    member.pricingReference && options.portId == null
      ? member.pricingReference
      : await createPricingRepository(db).loadReferenceData(
          member.countryId ?? -1,
          member.portId,
          options.portId ?? null,
        );
  return {
    accountCurrency: member.activeCurrency.trim().toUpperCase(),
    exportRegion: member.exportRegion?.trim().toLowerCase() || null,
    gst: typeof row.gst === 'string' ? trimDecimal(row.gst) : '1',
    // The yen is 1 yen per unit whatever the history holds (it never gets a rate of its own).
    jpyPerUnit: { ...parseJson<Record<string, string>>(row.fx), JPY: '1' },
    rates: parseJson<Record<string, ShippingRate>>(row.rates) ?? {},
    port: parseJson<{ id: number; name: string }>(row.port) ?? null,
  };
}

/** Prices every row for the member; one query for the reference data. */
export async function priceVehiclesForMember(
  db: DbOrTx,
  member: Member,
  vehicles: readonly PriceableVehicle[],
  options: PricingOptions = {},
): Promise<Map<number, VehiclePrice>> {
  const prices = new Map<number, VehiclePrice>();
  if (vehicles.length === 0) return prices;
  const price = createPricer(await loadPricingContext(db, member, options));
  for (const vehicle of vehicles) prices.set(vehicle.id, price(vehicle));
  return prices;
}

/** Prices vehicles for one member context (createPricer). */
export type Pricer = (vehicle: PriceableVehicle) => VehiclePrice;

/**
 * Prices already worked out, per pricing context (pricing was a fifth of a member search).
 * A price is a pure function of the context (currency, region, gst, every forex rate, the port's
 * shipping rates: read from the database on every request) and four fields of the vehicle, and the
 * memo is keyed by all of them, so a new rate or a new price is simply a new key; nothing is ever
 * stale. Per instance, bounded, and the prices are frozen, since callers share them.
 */
const pricesByContext = new LRUCache<string, Map<string, VehiclePrice>>({ max: 256 });
const PRICES_PER_CONTEXT = 20_000;

/** Everything a context's prices depend on: two contexts of the same key price every vehicle alike. */
export function pricingKey(context: PricingContext): string {
  return JSON.stringify([
    context.accountCurrency,
    context.exportRegion,
    context.gst,
    context.jpyPerUnit,
    context.rates,
  ]);
}

/** priceVehicle for one context, memoised by everything the price depends on. */
export function createPricer(context: PricingContext): Pricer {
  const contextKey = pricingKey(context);
  let memo = pricesByContext.get(contextKey);
  if (!memo) {
    memo = new Map();
    pricesByContext.set(contextKey, memo);
  }
  const prices = memo;
  return (vehicle) => {
    const key = `${vehicle.negotiateCurrency}|${vehicle.basePrice}|${vehicle.sizeClass}|${vehicle.isKapStock}`;
    let price = prices.get(key);
    if (!price) {
      const priced = priceVehicle(context, vehicle);
      price = Object.freeze({ ...priced, priceDetails: Object.freeze(priced.priceDetails) });
      if (prices.size >= PRICES_PER_CONTEXT) prices.clear();
      prices.set(key, price);
    }
    return price;
  };
}

/** Pure: the price text and details of one vehicle for one member context (ADR 0002). */
export function priceVehicle(context: PricingContext, vehicle: PriceableVehicle): VehiclePrice {
  const stockCurrency = vehicle.negotiateCurrency.trim().toUpperCase();
  const { accountCurrency, exportRegion } = context;
  const rate = context.rates[vehicle.sizeClass] ?? { freightJpy: 0, ofsFees: '0' };
  const forexOf = (code: string) => trimDecimal(context.jpyPerUnit[code] ?? '0');
  const hasLandedRegion = exportRegion !== null && REGIONS_WITH_LANDED_PRICES.has(exportRegion);

  // KAP stock carries no price: §7 "'NZD 0' ... used instead of an offer" triggers the KAP enquiry.
  if (vehicle.isKapStock) {
    const currency = hasLandedRegion ? KAP_CURRENCY : accountCurrency;
    const details = detailsOf(stockCurrency, {
      forex:
        stockCurrency === 'JPY' ? forexOf(currency === 'JPY' ? 'JPY' : currency) : forexOf(stockCurrency),
      basePriceLabel: 'Price on enquiry',
      basePrice: '0',
      landedPriceLabel: 'Price on enquiry',
    });
    return {
      price: formatPriceText(currency, 0),
      priceDetails: { ...details, landedPrice: '0.00' },
      pricingRegion: null,
    };
  }

  let details: Omit<PriceDetails, 'landedPrice'>;
  let pricingRegion: string | null = null;

  if (stockCurrency === 'JPY' && hasLandedRegion && accountCurrency !== 'JPY') {
    // §9 atnz / atoz with JPY negotiation: offer / forex x 1.03 + ofsFees, rounded to 50 (x gst for atnz), in NZD.
    const regionCurrency = KAP_CURRENCY;
    details = detailsOf('JPY', {
      forex: forexOf(accountCurrency === regionCurrency ? regionCurrency : accountCurrency),
      ofsFees: trimDecimal(rate.ofsFees),
      gst: exportRegion === 'atnz' ? context.gst : '1',
      freightCost: String(rate.freightJpy),
      basePriceLabel: 'FOB Price (JPY 000s)',
      basePrice: trimDecimal(vehicle.basePrice),
      landedPriceLabel: exportRegion === 'atnz' ? 'Landed Price (NZD incl. GST)' : 'Landed Price (NZD)',
    });
    pricingRegion = exportRegion;
  } else if (stockCurrency === 'JPY' && accountCurrency === 'JPY') {
    // §9 "Otherwise JPY: offer times 1000 plus freight cost, in JPY" (C&F to the member's port).
    details = detailsOf('JPY', {
      forex: '1',
      freightCost: String(rate.freightJpy),
      basePriceLabel: 'FOB Price (JPY 000s)',
      basePrice: trimDecimal(vehicle.basePrice),
      landedPriceLabel: 'C&F Price (JPY)',
    });
  } else if (stockCurrency === 'JPY') {
    // Another account currency without a landed region: the yen price and freight converted at the
    // account's forex, then §9 "other currencies: offer plus freight in that currency".
    const accountForex = context.jpyPerUnit[accountCurrency] ?? 0;
    details = detailsOf(accountCurrency, {
      forex: forexOf(accountCurrency),
      freightCost: convertAmount(rate.freightJpy, 1, accountForex),
      basePriceLabel: `FOB Price (${accountCurrency})`,
      // JPY stock is priced in thousands of yen: 1,000 yen per unit.
      basePrice: convertAmount(vehicle.basePrice, 1000, accountForex),
      landedPriceLabel: `C&F Price (${accountCurrency})`,
    });
  } else if (accountCurrency !== stockCurrency && (accountCurrency === 'JPY' || !hasLandedRegion)) {
    // Stock sold in another currency (NZ-landed NZD stock, DDU units) on an account in a different
    // currency: every price follows the active account, so this member's price in the
    // stock's currency is converted at the two yen rates and offered in the account's currency.
    const inStockCurrency = priceVehicle({ ...context, accountCurrency: stockCurrency }, vehicle);
    const stockForex = context.jpyPerUnit[stockCurrency] ?? 0;
    if (accountCurrency === 'JPY') {
      const yen = convertAmount(inStockCurrency.priceDetails.landedPrice, stockForex, 1, 0);
      details = detailsOf('JPY', {
        forex: forexOf(stockCurrency),
        basePriceLabel: 'Price (JPY 000s)',
        // §9 JPY amounts are negotiated in thousands of yen.
        basePrice: convertAmount(yen, 1, 1000, 3),
        landedPriceLabel: 'Price (JPY)',
      });
    } else {
      const accountForex = context.jpyPerUnit[accountCurrency] ?? 0;
      details = detailsOf(accountCurrency, {
        forex: forexOf(accountCurrency),
        basePriceLabel: `Price (${accountCurrency})`,
        basePrice: convertAmount(inStockCurrency.priceDetails.landedPrice, stockForex, accountForex),
        landedPriceLabel: `Price (${accountCurrency})`,
      });
    }
  } else if (stockCurrency === 'NZD' && exportRegion === 'atnz') {
    // §9 "atnz with NZD: offer times gst, rounded" (NZ-landed stock).
    details = detailsOf('NZD', {
      forex: forexOf('NZD'),
      gst: context.gst,
      basePriceLabel: 'Price (NZD excl. GST)',
      basePrice: trimDecimal(vehicle.basePrice),
      landedPriceLabel: 'Price (NZD incl. GST)',
    });
    pricingRegion = exportRegion;
  } else {
    // Stock negotiated in another currency (DDU units): §9 "offer plus freight in that currency".
    details = detailsOf(stockCurrency, {
      forex: forexOf(stockCurrency),
      freightCost: convertAmount(rate.freightJpy, 1, context.jpyPerUnit[stockCurrency] ?? 0),
      basePriceLabel: `Price (${stockCurrency})`,
      basePrice: trimDecimal(vehicle.basePrice),
      landedPriceLabel: `C&F Price (${stockCurrency})`,
    });
  }

  const landed = computeLandedPrice({
    offer: details.basePrice,
    exportRegion: pricingRegion,
    priceDetails: details,
  });
  return {
    price: formatPriceText(landed.currency, landed.amount),
    priceDetails: { ...details, landedPrice: landed.amount },
    pricingRegion,
  };
}

function detailsOf(
  negotiateCurrency: string,
  parts: Partial<Omit<PriceDetails, 'negotiateCurrency' | 'landedPrice'>>,
): Omit<PriceDetails, 'landedPrice'> {
  return {
    negotiateCurrency,
    forex: '1',
    ofsFees: '0',
    gst: '1',
    freightCost: '0',
    basePriceLabel: '',
    basePrice: '0',
    landedPriceLabel: '',
    ...parts,
  };
}

/** '88.500000' -> '88.5', '650.00' -> '650'. */
export function trimDecimal(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  }
  return value as T;
}

/**
 * Sort by price for a member (ADR 0002): a linear key per vehicle, `basePrice x multiplier + addend`,
 * that orders vehicles exactly as their price texts for this member (the rounding to 50 and the gst
 * factor keep the order). Landed regions compare pre-GST NZD; everyone else compares yen.
 */
export interface PriceSortKey {
  /** Multiplier of basePrice by negotiate currency ('JPY' prices are thousands of yen). */
  multiplier: Readonly<Record<string, number>>;
  /** Added to JPY stock by size class (freight or offshore fees in the key's unit). */
  jpyAddend: Readonly<Record<string, number>>;
  /** Multiplier for currencies missing from `multiplier`. */
  fallbackMultiplier: number;
}

export function priceSortKey(context: PricingContext): PriceSortKey {
  const fx = (code: string) => Number(context.jpyPerUnit[code] ?? 0);
  const landed =
    context.exportRegion !== null &&
    REGIONS_WITH_LANDED_PRICES.has(context.exportRegion) &&
    context.accountCurrency !== 'JPY';
  const multiplier: Record<string, number> = {};
  const jpyAddend: Record<string, number> = {};
  if (landed) {
    const accountFx = fx(context.accountCurrency);
    const nzdFx = fx(KAP_CURRENCY) || accountFx;
    multiplier.JPY = accountFx > 0 ? 1030 / accountFx : 0;
    for (const code of Object.keys(context.jpyPerUnit)) {
      if (code !== 'JPY') multiplier[code] = nzdFx > 0 ? fx(code) / nzdFx : 1;
    }
    multiplier.NZD = 1;
    for (const [size, rate] of Object.entries(context.rates)) jpyAddend[size] = Number(rate.ofsFees);
  } else {
    multiplier.JPY = 1000;
    for (const code of Object.keys(context.jpyPerUnit)) if (code !== 'JPY') multiplier[code] = fx(code);
    // An atnz member's NZ-landed stock is priced incl. GST before it is shown in yen (priceVehicle).
    if (context.exportRegion === 'atnz' && multiplier.NZD) multiplier.NZD *= Number(context.gst);
    for (const [size, rate] of Object.entries(context.rates)) jpyAddend[size] = rate.freightJpy;
  }
  return { multiplier, jpyAddend, fallbackMultiplier: 1 };
}
