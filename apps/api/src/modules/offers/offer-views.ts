// Offers as dealers and staff read them: the member's offers and the sales team's inbox, and the
// thread of one offer with its events. Every answer carries the caller's allowedActions and the
// offer's pricing. A member reaches only their company's offers (others: 404).
import {
  hasAmountToAccept,
  isOpenOffer,
  OFFER_MACHINE,
  OPEN_OFFER_STATES,
  offerAwaiting,
  takesOffers,
  type AdminOffers,
  type AdminOffersQuery,
  type OfferHistoryItem,
  type OfferThread,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import type { Member } from '../../lib/auth-context.ts';
import { notFound } from '../../lib/errors.ts';
import { present } from '../../lib/present.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { vehicleName } from './offer-emails.ts';
import {
  createOfferNegotiationRepository,
  type OfferNegotiationRow,
} from './offer-negotiation.repository.ts';
import { priceOffers, UNPRICED, type OfferPricing } from './offer-pricing.ts';

/** The facts of a step on `row`, as the caller's transaction reads them. */
export function factsOf(row: { amount: string }, vehicleStatus: string | null) {
  return { hasAmount: hasAmountToAccept(row.amount), vehicleAvailable: takesOffers(vehicleStatus ?? '') };
}

/** The member may see this offer: their company's (or, without a company, their own). */
function ownedBy(member: Member, offer: { companyId: number | null; userId: number }): boolean {
  return offer.companyId === null ? offer.userId === member.userId : offer.companyId === member.companyId;
}

export function createOfferViews({ db, vehiclePhotos }: { db: Db; vehiclePhotos: VehiclePhotos }) {
  const repo = createOfferNegotiationRepository(db);

  function toItem(
    row: OfferNegotiationRow,
    role: 'dealer' | 'staff',
    pricing: OfferPricing,
  ): OfferThread['offer'] {
    const currentAmount = row.currentAmount ?? row.offerAmount;
    return {
      id: row.id,
      kind: row.kind,
      vehicleId: row.vehicleId,
      vehicleName: vehicleName(row),
      chassis: row.chassis,
      photoUrl: vehiclePhotos.url({ id: row.vehicleId, stockType: row.stockType }),
      offerAmount: row.offerAmount,
      currentAmount,
      currency: row.currency,
      computedFees: row.computedFees,
      vehiclePrice: row.vehiclePrice,
      deliveryType: row.deliveryType,
      terms: row.terms,
      comment: row.comment,
      status: row.status,
      awaiting: offerAwaiting(row.status),
      expiresAt: isOpenOffer(row.status) ? (row.expiresAt?.toISOString() ?? null) : null,
      closedReason: row.closedReason,
      purchaseId: row.purchaseId,
      createdAt: row.createdAt.toISOString(),
      checklistLink: `/checklist?id=${row.vehicleId}`,
      companyName: row.companyName,
      contactName: row.contactName,
      countryName: row.countryName,
      allowedActions: OFFER_MACHINE.allowedActions(
        row.status,
        role,
        factsOf({ amount: currentAmount }, row.vehicleStatus),
      ),
      listPrice: pricing.listPrice,
      currentLandedPrice: pricing.currentLandedPrice,
    };
  }

  async function toItems(rows: readonly OfferNegotiationRow[], role: 'dealer' | 'staff') {
    const priced = await priceOffers(db, rows);
    return rows.map((row) => toItem(row, role, priced.get(row.id) ?? UNPRICED));
  }

  async function thread(row: OfferNegotiationRow, role: 'dealer' | 'staff'): Promise<OfferThread> {
    const events = await repo.listEvents(row.id);
    const [offer] = await toItems([row], role);
    return {
      offer: present(offer, `the offer ${row.id}`),
      events: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        actorRole: event.actorRole as OfferThread['events'][number]['actorRole'],
        actorName: event.actorRole === 'system' ? 'IBC Japan' : (event.actorName ?? ''),
        amount: event.amount,
        message: event.message,
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }

  async function ownOffer(member: Member, id: number): Promise<OfferNegotiationRow> {
    const row = await repo.findOffer(id);
    // Another company's offer does not exist for this member ("a second member gets 404").
    if (!row || !ownedBy(member, row)) throw notFound(/*i18n*/ 'This offer does not exist.');
    return row;
  }

  async function anyOffer(id: number): Promise<OfferNegotiationRow> {
    const row = await repo.findOffer(id);
    if (!row) throw notFound(/*i18n*/ 'This offer does not exist.');
    return row;
  }

  /** GET /api/vehicle-auction/my-offers: the member's offers with where each stands. */
  async function listMine(member: Member): Promise<OfferHistoryItem[]> {
    // The member's own rows, newest first, offers and price enquiries alike (not the
    // first 500 of everybody's, where a new one went missing once the inbox had grown).
    return toItems(await repo.listForUser(member.userId), 'dealer');
  }

  async function myThread(member: Member, id: number): Promise<OfferThread> {
    return thread(await ownOffer(member, id), 'dealer');
  }

  /** GET /api/admin/offers: a page of open offers (or any status), oldest first. */
  async function inbox({ status, page, pageSize }: AdminOffersQuery): Promise<AdminOffers> {
    const statuses = status === 'all' ? null : status === 'open' ? OPEN_OFFER_STATES : [status];
    const { rows, total } = await repo.pageByStatus(statuses, (page - 1) * pageSize, pageSize);
    return { items: await toItems(rows, 'staff'), total, page, pageSize };
  }

  async function staffThread(id: number): Promise<OfferThread> {
    return thread(await anyOffer(id), 'staff');
  }

  return { ownOffer, anyOffer, listMine, myThread, inbox, staffThread };
}

export type OfferViews = ReturnType<typeof createOfferViews>;
