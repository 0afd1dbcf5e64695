import type { ReactNode } from 'react';
import type { SearchFilter, VehicleSearchItem } from '@ibc/domain';

// What the stock search shows but does not own. A feature never imports another feature, so the app
// layer (apps/web/src/app/routes) fills these slots with the compare, offers, enquiries and geo
// features' parts.

export interface OfferDialogSlotProps {
  /** The vehicle to make an offer for; null keeps the modal closed. */
  vehicle: VehicleSearchItem | null;
  /** The search tab the vehicle was found on. */
  tab: number;
  /** The destination port chosen in the search: the offer is priced C&F there. */
  portId?: number | undefined;
  onClose: () => void;
}

/** The Send Offer modal (offers feature). */
export type RenderOfferDialog = (props: OfferDialogSlotProps) => ReactNode;

/** A tile's compare control (compare feature); it reports a refused choice through onError. */
export type RenderCompareToggle = (
  vehicle: Pick<VehicleSearchItem, 'id' | 'vehicleFullname'>,
  onError: (message: string) => void,
) => ReactNode;

/** A member's heart for a vehicle (watchlist feature); renders nothing for visitors. */
export type RenderWatchToggle = (vehicle: Pick<VehicleSearchItem, 'id' | 'vehicleFullname'>) => ReactNode;

/**
 * The saved-searches feature's controls: 'Save this search' beside the filters ('save'),
 * 'Alert me when it arrives' under 'No results found.' ('sourcing').
 */
export type RenderSearchAlert = (filter: SearchFilter, kind: 'save' | 'sourcing') => ReactNode;

export interface MemberSearchSlots {
  renderWatchToggle: RenderWatchToggle;
  renderSearchAlert: RenderSearchAlert;
}

export interface SearchSlots extends MemberSearchSlots {
  renderCompareToggle: RenderCompareToggle;
  renderOfferDialog: RenderOfferDialog;
  /** The message form under 'Can't find what you are looking for?' (enquiries feature). */
  footerForm: ReactNode;
  /** The visitor's stored country (geo feature), sent as requestOrigin; undefined when unknown. */
  getVisitorLocation: () => string | undefined;
}
