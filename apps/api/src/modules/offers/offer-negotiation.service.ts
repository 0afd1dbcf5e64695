// The negotiation after an offer: the sales team's inbox and answers (accept, counter,
// decline), the dealer's thread and answers (accept the counter, send a new amount, withdraw), the
// expiry of offers nobody answered, and the acceptance that reserves the vehicle and creates the
// purchase. offers.status changes only in `step` (offer-step.ts): the offer row locked, the facts read
// in the same transaction, OFFER_MACHINE deciding (a refusal is a 409, and a person's refused step is
// logged). Every answer carries the caller's allowedActions, the list price and the landed price of
// the amount on the table, priced for the offer's member as his purchase will be (offer-pricing.ts).
import type { Db } from '../../db/client.ts';
import type { CreatePurchase, StepVehicle } from '../../lib/deal-hooks.ts';
import type { Notify } from '../../lib/notifications.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { createOfferAcceptance } from './offer-acceptance.ts';
import { createOfferDealerSteps } from './offer-dealer-steps.ts';
import { createOfferExpiry } from './offer-expiry.ts';
import { createOfferStaffSteps } from './offer-staff-steps.ts';
import { createOfferStep } from './offer-step.ts';
import { createOfferViews } from './offer-views.ts';

export interface OfferNegotiationDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  vehiclePhotos: VehiclePhotos;
  /** Makes the purchase of an accepted offer (the purchases module, wired in modules/services.ts). */
  createPurchase: CreatePurchase;
  /** Reserves the accepted car (the stock module: the one place a vehicle's status changes). */
  stepVehicle: StepVehicle;
  /** Days an open offer waits for an answer (OFFER_EXPIRY_DAYS, default 3). */
  expiryDays: number;
  wakeMail: () => void;
}

/**
 * The negotiation's one service, composed of its use cases: the reads (offer-views.ts), the
 * dealer's and the sales team's answers (offer-dealer-steps.ts, offer-staff-steps.ts), both roles'
 * acceptance (offer-acceptance.ts) and the expiry job (offer-expiry.ts), all stepping through
 * offer-step.ts. Routes and the scheduler see one object, as before the split.
 */
export function createOfferNegotiationService(deps: OfferNegotiationDeps) {
  const views = createOfferViews(deps);
  const offerStep = createOfferStep(deps);
  const accept = createOfferAcceptance(deps, offerStep);
  const { listMine, myThread, inbox, staffThread } = views;
  return {
    listMine,
    myThread,
    ...createOfferDealerSteps(deps, views, offerStep, accept),
    inbox,
    staffThread,
    ...createOfferStaffSteps(deps, views, offerStep, accept),
    ...createOfferExpiry(deps, offerStep),
  };
}

export type OfferNegotiationService = ReturnType<typeof createOfferNegotiationService>;
