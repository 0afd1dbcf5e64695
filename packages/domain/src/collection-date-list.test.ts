import { describe, expect, test } from 'vitest';
import { collectionDateList } from './collection-date-list.ts';

describe('collectionDateList (§1 collection dates, in calendar order and plain words)', () => {
  test('the spec\'s "latest" (4 working days) comes first, "earliest" (6) last', () => {
    const list = collectionDateList({ earliest: '2026-12-22', medium: '2026-12-21', latest: '2026-12-18' });
    expect(list.map((item) => item.text)).toEqual([
      '18 Dec 2026: 4 working days after the safe ETA ("latest" collection date)',
      '21 Dec 2026: 5 working days after the safe ETA ("medium" collection date)',
      '22 Dec 2026: 6 working days after the safe ETA ("earliest" collection date)',
    ]);
    const dates = list.map((item) => item.date);
    expect(dates).toEqual([...dates].sort());
  });

  test("dates out of the usual order are still listed by date, with the caller's format", () => {
    const list = collectionDateList(
      { earliest: '2026-01-02', medium: '2026-01-03', latest: '2026-01-01' },
      (date) => date.slice(5),
    );
    expect(list.map((item) => [item.name, item.dateText, item.workingDays])).toEqual([
      ['latest', '01-01', 4],
      ['earliest', '01-02', 6],
      ['medium', '01-03', 5],
    ]);
  });
});
