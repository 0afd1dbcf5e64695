import type { I18n } from '@lingui/core';
import { type PublicVehicleSearchItem, StockTab } from '@ibc/domain';
import { formatWhole } from '@/lib/formats';

type LinkVehicle = Pick<PublicVehicleSearchItem, 'id' | 'isKapStock' | 'isMaxcareUnit' | 'stockType'>;

/** The first delivery type chosen on the DDU tab, else none. */
function deliveryTypeParam(tab: number, deliveryType: number | undefined): string {
  return tab === StockTab.ddu && deliveryType !== undefined ? String(deliveryType) : '';
}

/** §2 "Link to '/checklist' with query id, isKapStock, maxcareunit, stockType ('ddu' or empty), deliveryType." */
export function checklistHref(vehicle: LinkVehicle, tab: number, deliveryType?: number): string {
  const params = new URLSearchParams({
    id: String(vehicle.id),
    isKapStock: String(vehicle.isKapStock),
    maxcareunit: String(vehicle.isMaxcareUnit),
    stockType: vehicle.stockType === 'ddu' ? 'ddu' : '',
    deliveryType: deliveryTypeParam(tab, deliveryType),
  });
  return `/checklist?${params.toString()}`;
}

/** §2 "'EMAIL CHECKLIST' goes to '/form/email-checklist-form' with id, isDDUStock, deliveryType." */
export function emailChecklistHref(vehicle: LinkVehicle, tab: number, deliveryType?: number): string {
  const params = new URLSearchParams({
    id: String(vehicle.id),
    isDDUStock: String(vehicle.stockType === 'ddu'),
    deliveryType: deliveryTypeParam(tab, deliveryType),
  });
  return `/form/email-checklist-form?${params.toString()}`;
}

/** §2 Header and footer are hidden on '/printable/ois'. */
export const printableHref = (id: number) => `/printable/ois?id=${id}`;

export const formatKms = (i18n: I18n, kms: number) => `${formatWhole(i18n, kms)} km`;
