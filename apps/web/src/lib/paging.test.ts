import { describe, expect, it } from 'vitest';
import { lastPageOf, pageFrom, pageView, withPage } from './paging';

describe('the paging rule of every paged list', () => {
  it('counts the records of a page, the last page shorter', () => {
    expect(pageView(1, 16, 40)).toEqual({ kind: 'range', from: 1, to: 16, last: 3 });
    expect(pageView(3, 16, 40)).toEqual({ kind: 'range', from: 33, to: 40, last: 3 });
  });

  it('covers every page Load More holds, never past the total', () => {
    expect(pageView(1, 16, 40, 2)).toEqual({ kind: 'range', from: 1, to: 32, last: 3 });
    expect(pageView(1, 16, 40, 9)).toEqual({ kind: 'range', from: 1, to: 40, last: 3 });
  });

  it('an empty list has one, empty page: 0 TO 0', () => {
    expect(lastPageOf(0, 16)).toBe(1);
    expect(pageView(1, 16, 0)).toEqual({ kind: 'range', from: 0, to: 0, last: 1 });
  });

  it('a page past the end is no range ("33 TO 12 OF 12"): it names the page and the last one', () => {
    expect(pageView(2, 32, 12)).toEqual({ kind: 'pastEnd', page: 2, last: 1 });
    expect(pageView(9, 50, 120)).toEqual({ kind: 'pastEnd', page: 9, last: 3 });
    expect(pageView(3, 50, 150)).toEqual({ kind: 'range', from: 101, to: 150, last: 3 });
  });
});

describe('the page in the address', () => {
  it('reads a page number, anything else as the first page', () => {
    expect(pageFrom('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'x']) expect(pageFrom(value)).toBe(1);
  });

  it('writes a page beside the other parameters, the first page left out', () => {
    const search = new URLSearchParams('status=all&page=4');
    expect(withPage(search, 2).toString()).toBe('status=all&page=2');
    expect(withPage(search, 1).toString()).toBe('status=all');
    expect(search.toString()).toBe('status=all&page=4');
  });
});
