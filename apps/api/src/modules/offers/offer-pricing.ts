// What an offer's answer carries beside the offer: the list price and the landed price of the amount
// on the table, priced for the offer's member as his purchase will be; and the snapshot of those
// prices an accepted offer hands to its purchase.
import {
  amountFromUnit,
  amountInUnit,
  computeLandedPrice,
  hasAmountToAccept,
  KAP_ENQUIRY_KIND,
  Money,
  priceUnitOf,
} from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { loadMember } from '../../db/member-read-model.ts';
import type { Member } from '../../lib/auth-context.ts';
import { priceVehiclesForMember, type VehiclePrice } from '../pricing/pricing.service.ts';
import type { OfferNegotiationRow } from './offer-negotiation.repository.ts';

/** The figures an answer carries beside the offer: what the car lists at, what the amount lands at. */
export interface OfferPricing {
  /** Whole units of the offer's currency; null without a price in that currency. */
  listPrice: string | null;
  /** 'NZD 25,050.00'; null when the amount on the table cannot be priced. */
  currentLandedPrice: string | null;
  /** The member's price now, in the offer's currency (what a purchase snapshots). */
  price: VehiclePrice | null;
}

export const UNPRICED: OfferPricing = { listPrice: null, currentLandedPrice: null, price: null };

/** What `amount` (whole units) comes to landed with the member's price details: 'NZD 25,050.00'. */
function landedOf(row: { currency: string }, price: VehiclePrice, amount: string) {
  // computeLandedPrice takes the amount as typed: thousands of yen for JPY (§9).
  const typed = amountInUnit(amount, priceUnitOf(row.currency));
  return computeLandedPrice({
    offer: typed,
    exportRegion: price.pricingRegion,
    priceDetails: price.priceDetails,
  });
}

function pricingOf(row: OfferNegotiationRow, price: VehiclePrice | undefined): OfferPricing {
  // Price details in another currency (the dealer switched account since) would not describe the deal.
  if (!price || price.priceDetails.negotiateCurrency.trim().toUpperCase() !== row.currency) return UNPRICED;
  const base = new Money(price.priceDetails.basePrice || '0');
  // A price enquiry's car has no list price: the sales team's counter is the price.
  const listed = row.kind !== KAP_ENQUIRY_KIND && !row.isKapStock && base.gt(0);
  const current = row.currentAmount ?? row.offerAmount;
  return {
    // The details' base price is in the unit it is typed in: thousands of yen for JPY.
    listPrice: listed ? amountFromUnit(base.toFixed(), priceUnitOf(row.currency)) : null,
    currentLandedPrice: hasAmountToAccept(current)
      ? (({ currency, formatted }) => `${currency} ${formatted}`)(landedOf(row, price, current))
      : null,
    price,
  };
}

/**
 * Prices the offers' cars for each offer's member, to the port the offer was priced to: one member
 * load per member and one pricing query per (member, port), however many offers. The members are
 * loaded together, then the groups priced together: an inbox of 500 offers waits for two round
 * trips, not two per group.
 */
export async function priceOffers(reader: DbOrTx, rows: readonly OfferNegotiationRow[]) {
  const priced = new Map<number, OfferPricing>();
  const groups = new Map<string, OfferNegotiationRow[]>();
  for (const row of rows) {
    const key = `${row.userId}:${row.destinationPortId ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const members = new Map<number, Member | null>(
    await Promise.all(userIds.map(async (userId) => [userId, await loadMember(reader, userId)] as const)),
  );
  const prices = await Promise.all(
    [...groups.values()].map(async (group) => {
      const [first] = group;
      const member = first ? (members.get(first.userId) ?? null) : null;
      return member
        ? priceVehiclesForMember(
            reader,
            member,
            group.map((row) => ({ ...row, id: row.vehicleId })),
            { portId: first?.destinationPortId ?? null },
          )
        : new Map<number, VehiclePrice>();
    }),
  );
  [...groups.values()].forEach((group, i) => {
    for (const row of group) priced.set(row.id, pricingOf(row, prices[i]?.get(row.vehicleId)));
  });
  return priced;
}

/** The member's price details now, and the landed price of the agreed amount, for the invoices. */
export function priceSnapshot(row: OfferNegotiationRow, pricing: OfferPricing, agreed: string) {
  const snapshot: Record<string, unknown> = {
    currency: row.currency,
    offerAmount: row.offerAmount,
    agreedAmount: agreed,
    landedAtOffer: row.computedFees,
    vehiclePrice: row.vehiclePrice,
    deliveryType: row.deliveryType,
  };
  if (!pricing.price) return snapshot;
  const landed = landedOf(row, pricing.price, agreed);
  return {
    ...snapshot,
    priceDetails: pricing.price.priceDetails,
    pricingRegion: pricing.price.pricingRegion,
    landedPrice: landed.amount,
    landedCurrency: landed.currency,
  };
}
