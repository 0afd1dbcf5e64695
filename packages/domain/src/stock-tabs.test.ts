import { describe, expect, test } from 'vitest';
import {
  MEMBER_SEARCH_TABS,
  PUBLIC_SEARCH_TABS,
  STOCK_TABS,
  StockTab,
  stockTabFromLocation,
  stockTabName,
  stockTabNumber,
} from './stock-tabs.ts';

describe('stockTabNumber', () => {
  test.each([
    ['nz stocks', 0], // §4 Stock tab names: nz stocks 0
    ['japan', 1], // §4 japan 1
    ['uk', 2], // §4 uk 2
    ['original lhd', 3], // §4 original lhd 3
    ['nz iccp stocks', 4], // §4 nz iccp stocks 4
    ['advantage africa', 6], // §4 advantage africa 6
    ['advantage kenya', 7], // §4 advantage kenya 7
    ['advantage tanzania', 8], // §4 advantage tanzania 8
    ['advantage uganda', 9], // §4 advantage uganda 9
    ['new arrival', 10], // §4 new arrival 10
    ['ibc', 11], // §4 ibc 11
    ['nz landed stocks', 12], // §4 nz landed stocks 12
    ['hybrid cars', 13], // §4 hybrid cars 13
    ['ddu uganda', 14], // §4 ddu uganda 14
    ['dealer direct', 15], // §4 dealer direct 15
    ['ddu', 16], // §4 ddu 16
    ['  New   Arrival ', 10], // §2 location parameter: names arrive in any case and spacing
    ['mars', 1], // §4 "japan 1 (also default for unknown names)"
    ['', 1], // §4 default for unknown names: empty
    ['constructor', 1], // §4 default for unknown names: not fooled by object internals
  ])('%j -> %i', (name, tab) => {
    expect(stockTabNumber(name)).toBe(tab);
  });
});

describe('stockTabName', () => {
  test.each(Object.entries(STOCK_TABS))('%s round-trips', (name, tab) => {
    // §4 Stock tab names to numbers, read backwards
    expect(stockTabName(tab)).toBe(name);
  });

  test.each([
    [5, ''], // §4 "Reverse mapping of 5 ... gives an empty name"
    [17, ''], // §4 "... and unknown numbers gives an empty name"
    [-1, ''], // §4 unknown numbers
  ])('%i -> %j', (tab, name) => {
    expect(stockTabName(tab)).toBe(name);
  });
});

describe('location parameter', () => {
  test.each([
    ['new-arrival', 10], // §2 "location (tab name with dashes for spaces ...)"
    ['NZ-Landed-Stocks', 12], // §4 location equal to tab 12 (partner redirect)
    ['ddu', 16], // §2 single-word names have no dashes
    ['unknown-place', 1], // §4 unknown names give japan
  ])('stockTabFromLocation(%j) = %i', (location, tab) => {
    expect(stockTabFromLocation(location)).toBe(tab);
  });
});

describe('search tabs', () => {
  test('public tabs are New Arrival, Hybrid Cars, All Stock', () => {
    // §2 Public search: Tabs New Arrival (10), Hybrid Cars (13), All Stock (1)
    expect(PUBLIC_SEARCH_TABS.map((t) => [t.tab, t.label])).toEqual([
      [10, 'New Arrival'],
      [13, 'Hybrid Cars'],
      [1, 'All Stock'],
    ]);
  });

  test('member tabs send their stock type, DDU sends ibc', () => {
    // §2 Member search tabs; §4 "the DDU tab sends stock type ibc"
    expect(MEMBER_SEARCH_TABS.map((t) => [t.tab, t.stockType, t.dduOnly])).toEqual([
      [11, 'ibc', false],
      [10, 'new-arrival', false],
      [15, 'dealer-direct', false],
      [16, 'ibc', true],
    ]);
    // §9 Tabs: 1 All Stock is the japan tab
    expect(StockTab.allStock).toBe(StockTab.japan);
  });
});
