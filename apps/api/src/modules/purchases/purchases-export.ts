// GET /api/admin/purchases/export: the purchases of the list (?stage=), newest first, as a file.
import { PURCHASE_STAGE_LABELS, type AdminPurchaseSummary, type AdminPurchasesQuery } from '@ibc/domain';
import { everyPage, type SheetColumn } from '../../lib/spreadsheet.ts';
import type { PurchasesService } from './purchases.service.ts';

type Purchase = AdminPurchaseSummary;

export const PURCHASE_SHEET_COLUMNS: readonly SheetColumn<Purchase>[] = [
  { header: 'Purchase id', type: 'integer', value: (p) => p.id },
  { header: 'Purchased on (Japan)', type: 'date', value: (p) => p.purchasedOn },
  { header: 'Stage', value: (p) => PURCHASE_STAGE_LABELS[p.stage], width: 24 },
  { header: 'Company', value: (p) => p.companyName, width: 32 },
  { header: 'Vehicle', value: (p) => p.vehicle.name, width: 32 },
  { header: 'Chassis', value: (p) => p.vehicle.chassis, width: 18 },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Agreed amount', type: 'money', value: (p) => p.agreedAmount },
  { header: 'Terms', value: (p) => p.terms },
  { header: 'Destination port', value: (p) => p.destinationPort, width: 20 },
  { header: 'Vessel', value: (p) => p.vesselName, width: 20 },
  { header: 'Voyage', value: (p) => p.voyageNumber },
  { header: 'ETD', type: 'date', value: (p) => p.etd },
  { header: 'ETA', type: 'date', value: (p) => p.eta },
  { header: 'Cancelled on (Japan)', type: 'date', value: (p) => p.cancellation?.on },
  { header: 'Cancellation reason', value: (p) => p.cancellation?.reason, width: 32 },
];

/** Every purchase of the list's stage, newest first, as its pages show them. */
export function purchasePages(
  purchases: Pick<PurchasesService, 'pageAll'>,
  query: AdminPurchasesQuery,
): AsyncGenerator<readonly Purchase[]> {
  return everyPage((page) => purchases.pageAll({ ...query, ...page }));
}
