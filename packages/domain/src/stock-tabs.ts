// §4 Stock tab names to numbers. Tab 5 has no name on purpose (§4: "reverse mapping of 5 ... gives an empty name").
export const STOCK_TABS = {
  'nz stocks': 0,
  japan: 1,
  uk: 2,
  'original lhd': 3,
  'nz iccp stocks': 4,
  'advantage africa': 6,
  'advantage kenya': 7,
  'advantage tanzania': 8,
  'advantage uganda': 9,
  'new arrival': 10,
  ibc: 11,
  'nz landed stocks': 12,
  'hybrid cars': 13,
  'ddu uganda': 14,
  'dealer direct': 15,
  ddu: 16,
} as const satisfies Readonly<Record<string, number>>;

export type StockTabName = keyof typeof STOCK_TABS;

// §9 Tabs: the numbers the screens talk about, in the business's words.
export const StockTab = {
  nzStocks: 0,
  japan: 1,
  allStock: 1,
  uk: 2,
  originalLhd: 3,
  nzIccpStocks: 4,
  advantageAfrica: 6,
  advantageKenya: 7,
  advantageTanzania: 8,
  advantageUganda: 9,
  newArrival: 10,
  ibc: 11,
  nzLandedStocks: 12,
  hybridCars: 13,
  dduUganda: 14,
  dealerDirect: 15,
  ddu: 16,
} as const;

export const DEFAULT_PUBLIC_TAB = StockTab.allStock;
export const DEFAULT_MEMBER_TAB = StockTab.ibc;
// §4 Member search: a location equal to tab 12 opens the external partner site and falls back to tab 1.
export const PARTNER_REDIRECT_TAB = StockTab.nzLandedStocks;

// §2 Public search tabs, in screen order.
export const PUBLIC_SEARCH_TABS = [
  { tab: StockTab.newArrival, label: 'New Arrival' },
  { tab: StockTab.hybridCars, label: 'Hybrid Cars' },
  { tab: StockTab.allStock, label: 'All Stock' },
] as const;

// §2 Member search tabs; §4 "the DDU tab sends stock type ibc"; §6 DDU only for some countries.
export const MEMBER_SEARCH_TABS = [
  { tab: StockTab.ibc, label: 'IBC Stock', stockType: 'ibc', dduOnly: false },
  { tab: StockTab.newArrival, label: 'New Arrival', stockType: 'new-arrival', dduOnly: false },
  { tab: StockTab.dealerDirect, label: 'Dealer Direct', stockType: 'dealer-direct', dduOnly: false },
  { tab: StockTab.ddu, label: 'DDU Stock', stockType: 'ibc', dduOnly: true },
] as const;

const normalizeTabName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** §4: unknown names fall back to japan (1). */
export function stockTabNumber(name: string): number {
  const key = normalizeTabName(name);
  return Object.hasOwn(STOCK_TABS, key) ? STOCK_TABS[key as StockTabName] : StockTab.japan;
}

/** §4: 5 and unknown numbers give an empty name. */
export function stockTabName(tab: number): string {
  const entry = Object.entries(STOCK_TABS).find(([, value]) => value === tab);
  return entry ? entry[0] : '';
}

/** §2: the location parameter writes tab names with dashes for spaces. */
export function stockTabFromLocation(location: string): number {
  return stockTabNumber(location.replace(/-/g, ' '));
}
