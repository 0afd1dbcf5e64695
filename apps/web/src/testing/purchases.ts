// Purchase fixtures for web tests: one place for the shape of a deal, the dealer's and the sales team's.
import type { AdminPurchaseDetail, PurchaseAction, PurchaseDetail } from '@ibc/domain';

/**
 * A purchase in the yard as the dealer's deal page reads it. Bought at 20:00 UTC on 19 Nov: 20 Nov in
 * Japan, the date the page shows.
 */
export const purchaseDetail = (
  allowedActions: PurchaseAction[],
  overrides: Partial<PurchaseDetail> = {},
): PurchaseDetail => ({
  id: 3,
  stage: 'in-yard',
  createdAt: '2026-11-19T20:00:00.000Z',
  purchasedOn: '2026-11-20',
  cancellation: null,
  currency: 'NZD',
  agreedAmount: '10000.00',
  terms: 'C&F',
  etd: null,
  eta: null,
  destinationPort: 'Auckland',
  vesselName: null,
  voyageNumber: null,
  vehicle: { id: 9, name: '2019 Toyota Aqua S', chassis: 'NHP10-1234567', photoUrl: '' },
  offerId: null,
  voyage: null,
  consignee: 'Kiwi Motors Ltd',
  notifyParty: '',
  landedPrice: null,
  allowedActions,
  timeline: [
    {
      stage: 'purchased',
      label: 'Purchased',
      occurredAt: '2026-11-19T20:00:00.000Z',
      occurredOn: '2026-11-20',
      note: '',
    },
    { stage: 'in-yard', label: 'In yard', occurredAt: null, occurredOn: null, note: '' },
  ],
  ...overrides,
});

/** The same purchase as the back office reads it: its company and the voyages it could be booked on. */
export const adminPurchaseDetail = (
  allowedActions: PurchaseAction[],
  overrides: Partial<AdminPurchaseDetail> = {},
): AdminPurchaseDetail => ({
  ...purchaseDetail(allowedActions),
  companyName: 'Kiwi Motors Ltd',
  voyageOptions: [
    {
      id: 5,
      vesselName: 'Trans Future 7',
      voyageNumber: '12A',
      loadingPort: 'Yokohama',
      etd: '2026-12-02T00:00:00.000Z',
      eta: '2026-12-18T00:00:00.000Z',
    },
  ],
  ...overrides,
});
