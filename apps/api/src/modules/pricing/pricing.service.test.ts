import { computeLandedPrice, formatPriceText } from '@ibc/domain';
import { describe, expect, it } from 'vitest';
import {
  createPricer,
  priceSortKey,
  priceVehicle,
  trimDecimal,
  type PricingContext,
  type PriceableVehicle,
} from './pricing.service.ts';

const fx = { JPY: '1', NZD: '88.5', AUD: '97.2', USD: '150.25' };
const rates = {
  small: { freightJpy: 150_000, ofsFees: '1800' },
  medium: { freightJpy: 200_000, ofsFees: '2200' },
  large: { freightJpy: 250_000, ofsFees: '2600' },
};
const context = (accountCurrency: string, exportRegion: string | null, gst = '1.15'): PricingContext => ({
  accountCurrency,
  exportRegion,
  gst,
  jpyPerUnit: fx,
  rates,
  port: { id: 7501, name: 'Auckland' },
});
const vehicle = (overrides: Partial<PriceableVehicle> = {}): PriceableVehicle => ({
  id: 1,
  negotiateCurrency: 'JPY',
  basePrice: '650',
  sizeClass: 'medium',
  isKapStock: false,
  ...overrides,
});

// ADR 0002 matrix, one row per case (§9 landed cost).
describe('priceVehicle', () => {
  it.each([
    [
      'atnz + NZD account, JPY stock: §9 JPY formula x gst in NZD',
      context('NZD', 'atnz'),
      vehicle(),
      'NZD 11,270',
      'atnz',
    ],
    [
      'atoz + AUD account, JPY stock: rounded up to 50, no gst, shown in NZD',
      context('AUD', 'atoz', '1.1'),
      vehicle(),
      'NZD 9,100',
      'atoz',
    ],
    [
      'JPY account: offer x 1000 + freight',
      context('JPY', 'atnz'),
      vehicle({ sizeClass: 'large' }),
      'JPY 900,000',
      null,
    ],
    [
      'USD account, no region: converted offer + freight',
      context('USD', null),
      vehicle({ basePrice: '1502.5' }),
      'USD 11,331',
      null,
    ],
    [
      'atnz, NZD stock: offer x gst',
      context('NZD', 'atnz'),
      vehicle({ negotiateCurrency: 'NZD', basePrice: '10000' }),
      'NZD 11,500',
      'atnz',
    ],
    [
      'KAP stock for an NZ member: NZD 0',
      context('JPY', 'atnz'),
      vehicle({ isKapStock: true, basePrice: '0', negotiateCurrency: 'NZD' }),
      'NZD 0',
      null,
    ],
    [
      'KAP stock outside landed regions: account currency 0',
      context('USD', null),
      vehicle({ isKapStock: true, basePrice: '0' }),
      'USD 0',
      null,
    ],
    [
      'other stock currency: offer + freight in it',
      context('USD', null),
      vehicle({ negotiateCurrency: 'USD', basePrice: '9000' }),
      'USD 10,331',
      null,
    ],
    [
      'atnz + JPY account, NZ-landed NZD stock: the NZD price incl. gst in yen (prices follow the account)',
      context('JPY', 'atnz'),
      vehicle({ negotiateCurrency: 'NZD', basePrice: '10000' }),
      // 10,000 x 1.15 = NZD 11,500 x 88.5 yen
      'JPY 1,017,750',
      null,
    ],
    [
      'NZD account outside landed regions, USD DDU stock: converted through yen',
      context('NZD', null),
      vehicle({ negotiateCurrency: 'USD', basePrice: '9000' }),
      // USD 9,000 + freight 200,000 / 150.25 = USD 10,331.11, x 150.25 / 88.5 = NZD 17,539.55
      'NZD 17,540',
      null,
    ],
    [
      'unknown size class: no freight',
      context('JPY', null),
      vehicle({ sizeClass: 'oversize' }),
      'JPY 650,000',
      null,
    ],
  ])('%s', (_name, ctx, v, price, region) => {
    const result = priceVehicle(ctx, v);
    expect(result.price).toBe(price);
    expect(result.pricingRegion).toBe(region);
    // The price text is always the landed figure of the details (the offer modal relies on it).
    const landed = computeLandedPrice({
      offer: result.priceDetails.basePrice,
      exportRegion: result.pricingRegion,
      priceDetails: result.priceDetails,
    });
    if (!v.isKapStock) expect(formatPriceText(landed.currency, landed.amount)).toBe(price);
  });
});

describe('priceSortKey orders vehicles as their prices', () => {
  const jpyAtnz = context('JPY', 'atnz');
  const key = (ctx: PricingContext, v: PriceableVehicle) => {
    const k = priceSortKey(ctx);
    if (v.isKapStock) return 0;
    const addend = v.negotiateCurrency === 'JPY' ? (k.jpyAddend[v.sizeClass] ?? 0) : 0;
    return Number(v.basePrice) * (k.multiplier[v.negotiateCurrency] ?? k.fallbackMultiplier) + addend;
  };
  it.each([
    ['NZD atnz', context('NZD', 'atnz')],
    ['JPY atnz', jpyAtnz],
    ['USD', context('USD', null)],
  ] as const)('for a %s member', (_label, ctx) => {
    const stock = [
      vehicle({ id: 1, basePrice: '650', sizeClass: 'large' }),
      vehicle({ id: 2, basePrice: '660', sizeClass: 'small' }),
      vehicle({ id: 3, basePrice: '1200', sizeClass: 'medium' }),
      vehicle({ id: 4, basePrice: '300', sizeClass: 'medium' }),
      // NZ-landed stock for a JPY atnz member: NZD 8,000 x 1.15 x 88.5 = JPY 814,200 sits between the
      // small 660 (JPY 810,000) and the large 650 (JPY 900,000); without the GST it would not.
      ...(ctx === jpyAtnz ? [vehicle({ id: 5, basePrice: '8000', negotiateCurrency: 'NZD' })] : []),
    ];
    const byKey = [...stock].sort((a, b) => key(ctx, a) - key(ctx, b)).map((v) => v.id);
    const byPrice = [...stock]
      .sort(
        (a, b) =>
          Number(priceVehicle(ctx, a).priceDetails.landedPrice) -
          Number(priceVehicle(ctx, b).priceDetails.landedPrice),
      )
      .map((v) => v.id);
    expect(byKey).toEqual(byPrice);
  });
});

it.each([
  ['88.500000', '88.5'],
  ['650.00', '650'],
  ['1800', '1800'],
  ['0.10', '0.1'],
])('trimDecimal(%s) = %s', (input, output) => expect(trimDecimal(input)).toBe(output));

// Prices are remembered across requests, keyed by every input of the price.
describe('createPricer', () => {
  it('gives what priceVehicle gives, and a new rate or price a new answer, never a remembered one', () => {
    const nz = context('NZD', 'atnz');
    expect(createPricer(nz)(vehicle())).toEqual(priceVehicle(nz, vehicle()));
    const dearerNzd = { ...nz, jpyPerUnit: { ...fx, NZD: '80' } };
    expect(createPricer(dearerNzd)(vehicle())).toEqual(priceVehicle(dearerNzd, vehicle()));
    expect(createPricer(dearerNzd)(vehicle()).price).not.toBe(createPricer(nz)(vehicle()).price);
    const dearerFreight = { ...nz, rates: { ...rates, medium: { freightJpy: 400_000, ofsFees: '2200' } } };
    expect(createPricer(dearerFreight)(vehicle())).toEqual(priceVehicle(dearerFreight, vehicle()));
    expect(createPricer(nz)(vehicle({ basePrice: '700' }))).toEqual(
      priceVehicle(nz, vehicle({ basePrice: '700' })),
    );
    expect(createPricer(context('JPY', 'atnz'))(vehicle())).toEqual(
      priceVehicle(context('JPY', 'atnz'), vehicle()),
    );
  });

  it("hands out frozen prices, so no caller can change another request's", () => {
    const price = createPricer(context('AUD', 'atoz'))(vehicle({ basePrice: '910' }));
    expect(Object.isFrozen(price)).toBe(true);
    expect(Object.isFrozen(price.priceDetails)).toBe(true);
  });
});
