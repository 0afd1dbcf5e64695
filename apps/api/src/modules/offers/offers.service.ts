// Use cases of offers: validate against the member's own prices, store the offer, and
// queue the sales-team and dealer e-mails in the same transaction; idempotent per Idempotency-Key.
import {
  canAccessVehicle,
  canSeeDduStock,
  computeLandedPrice,
  offeredTerms,
  isDduVehicle,
  DELIVERY_TYPES,
  fill,
  KAP_ENQUIRY_SUCCESS,
  Money,
  OFFER_MESSAGES,
  OFFER_SENT_MESSAGE,
  offerAmountToSend,
  sendOfferFlags,
  formatAmount,
  KAP_ENQUIRY_KIND,
  offerExpiresAt,
  takesOffers,
  VEHICLE_NO_LONGER_AVAILABLE,
  type OfferPayload,
  type Language,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { enquiries } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { SALES_LANGUAGE, translator } from '../../lib/i18n.ts';
import type { Member } from '../../lib/auth-context.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { checklistUrl, pageUrl } from '../mail/links.ts';
import type { Notify } from '../../lib/notifications.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { loadPricingContext, priceVehicle, priceVehiclesForMember } from '../pricing/pricing.service.ts';
import {
  kapEnquiryConfirmationEmail,
  kapEnquirySalesEmail,
  offerConfirmationEmail,
  offerSalesEmail,
  vehicleName,
  type VehicleLinks,
} from './offer-emails.ts';
import { createOffersRepository, type OfferVehicle } from './offers.repository.ts';
import { present } from '../../lib/present.ts';

export interface OffersServiceDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  salesEmail: string;
  vehiclePhotos: VehiclePhotos;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  wakeMail: () => void;
  /**
   * Where KAP enquiries are stored: the enquiries module's repository, created with the offer's
   * transaction (modules/services.ts passes createEnquiriesRepository; a module never imports another).
   */
  enquiries: (tx: DbOrTx) => EnquiryWriter;
  /** Days an open offer waits for an answer before it expires (OFFER_EXPIRY_DAYS). */
  expiryDays: number;
}

export interface EnquiryWriter {
  insertEnquiry(values: typeof enquiries.$inferInsert): Promise<number>;
}

export interface SendOfferCommand {
  member: Member;
  payload: OfferPayload;
  /** §7 query flags as the client sent them; they must agree with the tab. */
  query: { isNZICP?: boolean | undefined; isDduStock?: boolean | undefined };
  idempotencyKey: string | null;
  baseUrl: string;
}

// numeric(14,2) holds < 10^12; nobody offers a billion of anything for a used car.
const MAX_OFFER = new Money('1000000000');
const YEN_PER_OFFER_UNIT = 1000;
const DELIVERY_LABELS: readonly string[] = DELIVERY_TYPES.map((t) => t.label);

export const FEES_CHANGED_MESSAGE =
  /*i18n*/ 'The price of this vehicle has changed since you opened the offer. Please check the new landed price and send your offer again.';

export const DDU_NOT_AVAILABLE_MESSAGE = /*i18n*/ 'DDU stock is not available for your account.';

function sameAmount(a: string | number, b: string | number): boolean {
  try {
    return new Money(a).eq(new Money(b));
  } catch {
    return false;
  }
}

export function createOffersService({
  db,
  notify,
  salesEmail,
  vehiclePhotos,
  wakeMail,
  enquiries: enquiryWriter,
  expiryDays,
}: OffersServiceDeps) {
  const repo = createOffersRepository(db);

  /** The vehicle's links, its pages in `language` (the dealer's, in his copy). */
  const links = (baseUrl: string, vehicle: OfferVehicle, language?: Language): VehicleLinks => ({
    checklistUrl: checklistUrl(baseUrl, vehicle.id, language),
    photoUrl: vehiclePhotos.url(vehicle, 0, baseUrl),
    offerHistoryUrl: pageUrl(baseUrl, '/my-account/my-offer-history', language),
  });

  /**
   * The vehicle, if this member may deal on it. Access is decided by the vehicle's own stock type,
   * before anything about its price is computed or revealed.
   */
  async function availableVehicle(member: Member, id: number): Promise<OfferVehicle> {
    const vehicle = await repo.findVehicle(id);
    if (!vehicle) throw notFound(/*i18n*/ 'This vehicle does not exist.');
    if (!canAccessVehicle(vehicle, member)) throw forbidden(DDU_NOT_AVAILABLE_MESSAGE);
    // Only a car nobody has bought takes offers (the vehicle's machine: it can still be reserved).
    if (!takesOffers(vehicle.status)) throw conflict(VEHICLE_NO_LONGER_AVAILABLE);
    return vehicle;
  }

  return {
    async sendOffer({
      member,
      payload,
      query,
      idempotencyKey,
      baseUrl,
    }: SendOfferCommand): Promise<{ message: string; offerId: number }> {
      const flags = sendOfferFlags(payload.tab);
      if (
        (query.isNZICP !== undefined && query.isNZICP !== flags.isNZICP) ||
        (query.isDduStock !== undefined && query.isDduStock !== flags.isDduStock)
      ) {
        throw badRequest(
          'isNZICP and isDduStock must match the tab (isNZICP for tab 4, isDduStock for tab 16).',
        );
      }
      // §6: a member outside the DDU markets has no DDU tab to offer from.
      if (flags.isDduStock && !canSeeDduStock(member.countryId)) throw forbidden(DDU_NOT_AVAILABLE_MESSAGE);
      if (payload.deliveryType !== '' && !DELIVERY_LABELS.includes(payload.deliveryType)) {
        throw badRequest(/*i18n*/ 'Please check the highlighted fields.', {
          deliveryType: `Delivery type must be one of: ${DELIVERY_LABELS.join(', ')}.`,
        });
      }

      // A retry with the same key answers as the first request did, without writing anything.
      if (idempotencyKey) {
        const existing = await repo.findByIdempotencyKey(member.userId, idempotencyKey);
        if (existing) return replay(existing, payload);
      }
      await enforceRateLimit(
        db,
        { name: 'send-offer:user', limit: 30, windowMs: 10 * 60_000 },
        String(member.userId),
      );

      const vehicle = await availableVehicle(member, payload.vehicleId);
      // The tab says where the member clicked; the vehicle says what it is: a DDU unit is recorded
      // (and mailed) as DDU stock whatever tab the request names.
      const isDduStock = isDduVehicle(vehicle);
      if (vehicle.isKapStock)
        throw badRequest(
          /*i18n*/ 'This vehicle is priced on enquiry. Please send an enquiry instead of an offer.',
        );
      // Priced to the port the member chose in the search, else his company's port.
      const pricing = await loadPricingContext(db, member, { portId: payload.portId });
      const price = priceVehicle(pricing, vehicle);
      const currency = price.priceDetails.negotiateCurrency.trim().toUpperCase();

      // §9 "JPY offers are sent as offer times 1000": back to what the member typed, then §5 "at least 1".
      const sent = new Money(payload.offerAmount);
      const typed = currency === 'JPY' ? sent.div(YEN_PER_OFFER_UNIT) : sent;
      // The cap is on the amount as stored (JPY x 1000 too), so no offer overflows its column.
      if (typed.lt(1) || sent.gt(MAX_OFFER)) {
        throw badRequest(OFFER_MESSAGES.invalidOfferPrice, { offerAmount: OFFER_MESSAGES.invalidOfferPrice });
      }

      // The browser's figure is only a claim: recompute with the member's current prices and insist on
      // an exact match of the decimal value ('1234.5' equals '1234.50').
      const landed = computeLandedPrice({
        offer: typed,
        exportRegion: price.pricingRegion,
        priceDetails: price.priceDetails,
      });
      if (!sameAmount(payload.computedFees, landed.amount)) {
        throw badRequest(FEES_CHANGED_MESSAGE, {
          computedFees: `The landed price of this offer is ${landed.currency} ${landed.formatted}.`,
        });
      }

      const offerAmount = offerAmountToSend(typed, currency);
      const vehicleLinks = links(baseUrl, vehicle);
      const countryName = await repo.countryName(member.countryId);
      const [words, team] = await Promise.all([translator(member.language), translator(SALES_LANGUAGE)]);
      const result = await db.transaction(async (tx) => {
        const txRepo = createOffersRepository(tx);
        const now = new Date();
        const inserted = await txRepo.insertOffer({
          currentAmount: offerAmount,
          expiresAt: offerExpiresAt(now, expiryDays),
          userId: member.userId,
          companyId: member.companyId,
          vehicleId: vehicle.id,
          offerAmount,
          currency,
          computedFees: landed.amount,
          destinationPortId: payload.portId !== undefined ? (pricing.port?.id ?? null) : null,
          comment: payload.comment,
          vehiclePrice: price.price,
          deliveryType: payload.deliveryType,
          // The term the dealer is offered the car on: the deal keeps it (purchase, invoices).
          terms: offeredTerms(vehicle.terms, {
            exportRegion: price.pricingRegion,
            priceDetails: price.priceDetails,
          }),
          checklistLink: vehicleLinks.checklistUrl,
          tab: payload.tab,
          isNzicp: flags.isNZICP,
          isDduStock,
          idempotencyKey,
        });
        // Lost a race with the same key (double click): the other request's offer is the answer.
        if (!inserted) return null;
        // The negotiation's first step, and the sales team's bell.
        await txRepo.insertEvent({
          offerId: inserted.id,
          kind: 'offer',
          actorUserId: member.userId,
          actorRole: 'dealer',
          amount: offerAmount,
          message: payload.comment,
          createdAt: inserted.createdAt,
        });
        await notify(
          tx,
          { staff: true },
          {
            kind: 'offer-received',
            title: fill(/*i18n*/ '{company} offered {amount} on {vehicle}', {
              company: member.companyName ?? member.contactName,
              amount: `${currency} ${formatAmount(offerAmount)}`,
              vehicle: vehicleName(vehicle),
            }),
            body: payload.comment,
            link: `/admin/offers/${inserted.id}`,
          },
        );
        const input = {
          offerId: inserted.id,
          member,
          countryName,
          vehicle,
          links: vehicleLinks,
          offerAmount,
          currency,
          landed,
          priceDetails: price.priceDetails,
          vehiclePrice: price.price,
          deliveryType: payload.deliveryType,
          comment: payload.comment,
          tab: payload.tab,
          isNZICP: flags.isNZICP,
          isDduStock,
          sentAt: inserted.createdAt,
        };
        const sales = offerSalesEmail(input, team);
        await enqueueEmail(tx, { kind: 'offer-sales', to: [salesEmail], replyTo: member.email, ...sales });
        const confirmation = offerConfirmationEmail(
          { ...input, links: links(baseUrl, vehicle, words.language) },
          words,
        );
        await enqueueEmail(tx, {
          kind: 'offer-confirmation',
          to: member.emails,
          replyTo: salesEmail,
          ...confirmation,
        });
        return inserted.id;
      });
      if (result === null) {
        // Only an insert with an idempotency key can meet an earlier one and answer null.
        const key = present(idempotencyKey, 'the idempotency key of a repeated offer');
        const existing = await repo.findByIdempotencyKey(member.userId, key);
        return replay(present(existing, 'the offer sent earlier with this idempotency key'), payload);
      }
      wakeMail();
      return { message: OFFER_SENT_MESSAGE, offerId: result };
    },

    async sendKapEnquiry(command: {
      member: Member;
      vehicleId: number;
      comment: string;
      baseUrl: string;
      ip: string;
    }) {
      const { member, baseUrl } = command;
      await enforceRateLimit(
        db,
        { name: 'kap-enquiry:user', limit: 20, windowMs: 10 * 60_000 },
        String(member.userId),
      );
      const vehicle = await availableVehicle(member, command.vehicleId);
      const vehicleLinks = links(baseUrl, vehicle);
      const countryName = await repo.countryName(member.countryId);
      const price = (await priceVehiclesForMember(db, member, [vehicle])).get(vehicle.id);
      const currency = (price?.priceDetails.negotiateCurrency.trim() || member.activeCurrency).toUpperCase();
      const [words, team] = await Promise.all([translator(member.language), translator(SALES_LANGUAGE)]);
      await db.transaction(async (tx) => {
        // The enquiry waits in the sales team's offers inbox as an offer without an amount;
        // their Counter is the price, which the dealer can accept like any counter offer.
        const txRepo = createOffersRepository(tx);
        const now = new Date();
        const asked = present(
          await txRepo.insertOffer({
            kind: KAP_ENQUIRY_KIND,
            offerAmount: '0',
            currentAmount: '0',
            expiresAt: offerExpiresAt(now, expiryDays),
            userId: member.userId,
            companyId: member.companyId,
            vehicleId: vehicle.id,
            currency,
            computedFees: '0',
            comment: command.comment,
            vehiclePrice: price?.price ?? '',
            terms: vehicle.terms,
            checklistLink: vehicleLinks.checklistUrl,
            tab: 12,
          }),
          'the inserted price enquiry (without an idempotency key nothing clashes)',
        );
        await txRepo.insertEvent({
          offerId: asked.id,
          kind: 'enquiry',
          actorUserId: member.userId,
          actorRole: 'dealer',
          amount: null,
          message: command.comment,
          createdAt: asked.createdAt,
        });
        await notify(
          tx,
          { staff: true },
          {
            kind: 'offer-received',
            title: fill(/*i18n*/ '{company} asked for a price on {vehicle}', {
              company: member.companyName ?? member.contactName,
              vehicle: vehicleName(vehicle),
            }),
            body: command.comment,
            link: `/admin/offers/${asked.id}`,
          },
        );
        const enquiryId = await enquiryWriter(tx).insertEnquiry({
          kind: 'kap',
          userId: member.userId,
          sender: member.contactName,
          senderEmailAddress: member.email,
          body: command.comment || `Price enquiry for ${vehicleName(vehicle)} (${vehicle.chassis}).`,
          vehicleIds: [vehicle.id],
          ip: command.ip,
        });
        const input = {
          enquiryId,
          member,
          countryName,
          vehicle,
          links: vehicleLinks,
          comment: command.comment,
        };
        await enqueueEmail(tx, {
          kind: 'kap-enquiry-sales',
          to: [salesEmail],
          replyTo: member.email,
          ...kapEnquirySalesEmail(input, team),
        });
        await enqueueEmail(tx, {
          kind: 'kap-enquiry-confirmation',
          to: member.emails,
          replyTo: salesEmail,
          ...kapEnquiryConfirmationEmail({ ...input, links: links(baseUrl, vehicle, words.language) }, words),
        });
      });
      wakeMail();
      return { message: KAP_ENQUIRY_SUCCESS };
    },
  };

  function replay(existing: { id: number; vehicleId: number; offerAmount: string }, payload: OfferPayload) {
    // The same key with a different offer is a client bug, not a retry: refuse rather than guess.
    if (existing.vehicleId !== payload.vehicleId || !sameAmount(existing.offerAmount, payload.offerAmount)) {
      throw conflict(/*i18n*/ 'This Idempotency-Key was already used for a different offer.');
    }
    return { message: OFFER_SENT_MESSAGE, offerId: existing.id };
  }
}

export type OffersService = ReturnType<typeof createOffersService>;
