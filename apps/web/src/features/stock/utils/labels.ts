import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  DELIVERY_TYPES,
  FUELS,
  ImportEncoding,
  SIZE_CLASSES,
  StaffVehicleAction,
  TRANSMISSIONS,
  VEHICLE_STOCK_TYPES,
  VehicleStatus,
  WHEEL_STYLES,
} from '@ibc/domain';
import type { Text } from '@/lib/i18n';

// The back office's words for the domain's values (the domain keeps its English labels): each
// value's message, read with `i18n._` or `readText` in a component. Codes (2WD, FOB, DDU, UTF-8...)
// stay as they are.

/** What the status control says once a step has changed the status. */
export const STATUS_CHANGED: Readonly<Record<VehicleStatus, MessageDescriptor>> = {
  available: msg`Status changed to available.`,
  reserved: msg`Status changed to reserved.`,
  sold: msg`Status changed to sold.`,
  withdrawn: msg`Status changed to withdrawn.`,
};

export const ACTION_LABELS: Readonly<Record<StaffVehicleAction, MessageDescriptor>> = {
  withdraw: msg`Withdraw from sale`,
  relist: msg`Put back on sale`,
  'mark-sold': msg`Mark as sold elsewhere`,
};

export const STOCK_TYPE_LABELS: Readonly<Record<(typeof VEHICLE_STOCK_TYPES)[number], Text>> = {
  ibc: 'IBC',
  'dealer-direct': msg`Dealer direct`,
  ddu: 'DDU',
};

/** The stock tabs by number (VEHICLE_STOCK_TABS); a tab missing here shows the domain's label. */
export const STOCK_TAB_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`Japan (All Stock)`,
  0: msg`NZ stocks`,
  2: msg`UK`,
  3: msg`Original LHD`,
  4: msg`NZ ICCP stocks`,
  6: msg`Advantage Africa`,
  7: msg`Advantage Kenya`,
  8: msg`Advantage Tanzania`,
  9: msg`Advantage Uganda`,
  12: msg`NZ landed stocks`,
  14: msg`DDU Uganda`,
  15: msg`Dealer direct`,
  16: msg`DDU`,
};

export const WHEEL_STYLE_LABELS: Readonly<Record<(typeof WHEEL_STYLES)[number]['value'], MessageDescriptor>> =
  {
    1: msg`Normal`,
    2: msg`Aluminum`,
    3: msg`Wheel Covers`,
  };

export const DELIVERY_TYPE_LABELS: Readonly<
  Record<(typeof DELIVERY_TYPES)[number]['value'], MessageDescriptor>
> = {
  0: msg`Pick Up At Port`,
  1: msg`Delivery Via Driver`,
  2: msg`Delivery Via Car Carrier`,
};

export const TRANSMISSION_LABELS: Readonly<Record<(typeof TRANSMISSIONS)[number], Text>> = {
  Automatic: msg`Automatic`,
  Manual: msg`Manual`,
  CVT: 'CVT',
};

export const FUEL_LABELS: Readonly<Record<(typeof FUELS)[number], MessageDescriptor>> = {
  Petrol: msg`Petrol`,
  Diesel: msg`Diesel`,
  Hybrid: msg`Hybrid`,
  'Plug-in Hybrid': msg`Plug-in Hybrid`,
  Electric: msg`Electric`,
};

export const SIZE_CLASS_LABELS: Readonly<Record<(typeof SIZE_CLASSES)[number], MessageDescriptor>> = {
  small: msg({ message: 'small', context: 'size class of a vehicle' }),
  medium: msg({ message: 'medium', context: 'size class of a vehicle' }),
  large: msg({ message: 'large', context: 'size class of a vehicle' }),
};

export const IMPORT_ENCODING_TEXTS: Readonly<Record<ImportEncoding, Text>> = {
  auto: msg`Detect automatically`,
  'utf-8': 'UTF-8',
  shift_jis: 'Shift_JIS (CP932)',
};
