// An offer sent through HTTP as a member sends it from the Send Offer modal: priced for him first, the
// way the modal shows it, so suites exercise the real route instead of inserting rows.
import { computeLandedPrice, offerAmountToSend } from '@ibc/domain';
import { expect } from 'vitest';
import { loadMember } from '../../src/db/member-read-model.ts';
import { priceVehiclesForMember } from '../../src/modules/pricing/pricing.service.ts';
import type { ApiClient, Caller } from './index.ts';
import type { TestContext } from './test-app.ts';

/**
 * Sends an offer on `vehicleId` as `member`; `typed` is the price as typed in the modal (thousands of
 * yen for JPY), the member's list price when not given. Returns the offer's id.
 */
export async function sendOfferAs(
  ctx: () => TestContext,
  http: ApiClient,
  member: Caller,
  vehicleId: number,
  options: { typed?: string; comment?: string } = {},
): Promise<number> {
  const { db } = ctx();
  const loaded = (await loadMember(db, member.id))!;
  const vehicle = (await db.query.vehicles.findFirst({ where: (v, { eq: is }) => is(v.id, vehicleId) }))!;
  const price = (await priceVehiclesForMember(db, loaded, [vehicle])).get(vehicleId)!;
  const typed = options.typed ?? price.priceDetails.basePrice;
  const landed = computeLandedPrice({
    offer: typed,
    exportRegion: price.pricingRegion,
    priceDetails: price.priceDetails,
  });
  const res = await http.post(
    '/api/vehicle-auction/send-offer?isNZICP=false&isDduStock=false',
    {
      vehicleId,
      offerAmount: offerAmountToSend(typed, price.priceDetails.negotiateCurrency),
      computedFees: landed.amount,
      comment: options.comment ?? '',
      vehiclePrice: price.price,
      deliveryType: '',
      checklistLink: '',
      tab: 11,
    },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ offerId: number }>().offerId;
}
