import { describe, expect, test } from 'vitest';
import { readStockParams, writeStockParams } from './stock-list-params';

describe('stock table URL state', () => {
  test.each([
    ['', { page: 1, pageSize: 50, sort: 'listedAt', direction: 'desc' }],
    [
      'status=reserved&tab=16&make=Toyota&q=aqua&sort=price&direction=asc&page=3',
      {
        page: 3,
        pageSize: 50,
        sort: 'price',
        direction: 'asc',
        status: 'reserved',
        tab: 16,
        make: 'Toyota',
        q: 'aqua',
      },
    ],
    // Values the API would refuse are dropped instead of breaking the page.
    ['status=lost&page=0&sort=colour', { page: 1, pageSize: 50, sort: 'listedAt', direction: 'desc' }],
  ])('%s', (search, query) => {
    expect(readStockParams(new URLSearchParams(search))).toEqual(query);
  });

  test('writes only what differs from the defaults', () => {
    const query = readStockParams(new URLSearchParams('status=sold&page=2'));
    expect(writeStockParams(query).toString()).toBe('page=2&status=sold');
    expect(writeStockParams(readStockParams(new URLSearchParams())).toString()).toBe('');
  });
});
