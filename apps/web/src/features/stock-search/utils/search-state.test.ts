import { describe, expect, it } from 'vitest';
import { searchFilterSchema } from '@ibc/domain';
import {
  activeTab,
  applyLocation,
  canLoadMore,
  clearedFilter,
  lastLoadedPage,
  searchUrlQuery,
  withFilter,
  withTab,
} from './search-state';

const f = (input: Record<string, unknown>) => searchFilterSchema.parse(input);

describe('search URL rules (§2, §4)', () => {
  it.each([
    [{}, 'public', 1],
    [{}, 'member', 11],
    [{ stockType: 'dealer-direct' }, 'member', 15],
    [{ tab: 10 }, 'member', 10],
  ] as const)('activeTab(%j, %s) = %i', (input, audience, tab) =>
    expect(activeTab(f(input), audience)).toBe(tab),
  );

  it('location chooses the tab once; tab 12 opens the partner site and falls back to tab 1', () => {
    expect(applyLocation(f({}), 'hybrid-cars')).toEqual({ filter: f({ tab: 13 }), openPartnerSite: false });
    expect(applyLocation(f({ make: 'Toyota' }), 'nz-landed-stocks')).toEqual({
      filter: f({ tab: 1, make: 'Toyota' }),
      openPartnerSite: true,
    });
  });

  it('changing tab resets the page; the DDU tab sends stock type ibc and other tabs drop the delivery type', () => {
    expect(withTab(f({ page: 4, tab: 11 }), 16, 'member')).toMatchObject({
      tab: 16,
      page: 1,
      stockType: 'ibc',
    });
    expect(withTab(f({ tab: 16, deliveryType: 1 }), 15, 'member')).toEqual(
      f({ tab: 15, stockType: 'dealer-direct' }),
    );
  });

  it('a filter change goes back to page 1 and removes cleared keys', () => {
    expect(withFilter(f({ page: 3, make: 'Toyota', model: 'Aqua' }), { model: undefined })).toEqual(
      f({ make: 'Toyota' }),
    );
  });

  it('Clear Filter returns to the first tab, page 1, size 16, with the stored request origin', () => {
    expect(clearedFilter(f({ tab: 13, make: 'Mazda', pageSize: 64, requestOrigin: 'NZ' }), 'public')).toEqual(
      f({ tab: 1, requestOrigin: 'NZ' }),
    );
    expect(clearedFilter(f({ tab: 10, make: 'Honda' }), 'public', 'New Zealand')).toEqual(
      f({ tab: 1, requestOrigin: 'New Zealand' }),
    );
    expect(clearedFilter(f({ tab: 15, freeText: 'aqua' }), 'member')).toEqual(
      f({ tab: 11, stockType: 'ibc' }),
    );
  });
});

describe("member search 'Load More' in the URL", () => {
  it.each([
    [{}, null, 1],
    [{}, '2', 2],
    [{ page: 3 }, '5', 5],
    [{}, '1', 1], // not after page
    [{ page: 4 }, '2', 4],
    [{}, '20', 20],
    [{}, '21', 1], // beyond MAX_LOADED_PAGES
    [{}, '2.5', 1],
    [{}, 'x', 1],
    [{}, '', 1],
    [{ pageSize: 5000 }, '2', 1], // 'All' has no following pages
  ] as const)('lastLoadedPage(%j, %j) = %i', (input, toPage, last) =>
    expect(lastLoadedPage(f(input), toPage)).toBe(last),
  );

  it('writes toPage after the filter only when the list holds more than one page', () => {
    expect(searchUrlQuery(f({}), 2)).toBe('toPage=2');
    expect(searchUrlQuery(f({ make: 'Mazda', pageSize: 32 }), 3)).toBe('make=Mazda&pageSize=32&toPage=3');
    expect(searchUrlQuery(f({ make: 'Mazda' }))).toBe('make=Mazda');
    expect(searchUrlQuery(f({ page: 2 }), 2)).toBe('page=2');
    expect(searchUrlQuery(f({ pageSize: 5000 }), 2)).toBe('pageSize=5000');
  });

  it('Load More is offered while vehicles follow the list and it has room', () => {
    expect(canLoadMore(f({}), 1, 17)).toBe(true);
    expect(canLoadMore(f({}), 1, 16)).toBe(false);
    expect(canLoadMore(f({ page: 2 }), 3, 100)).toBe(true);
    expect(canLoadMore(f({}), 19, 1000)).toBe(true);
    expect(canLoadMore(f({}), 20, 1000)).toBe(false);
    expect(canLoadMore(f({ pageSize: 5000 }), 1, 9000)).toBe(false);
  });
});
