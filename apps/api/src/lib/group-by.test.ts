import { expect, it } from 'vitest';
import { groupBy } from './group-by.ts';

it('groups items by key, keys and items in the order first seen', () => {
  const rows = [
    { user: 2, vehicle: 10 },
    { user: 1, vehicle: 11 },
    { user: 2, vehicle: 12 },
  ];
  expect([...groupBy(rows, (row) => row.user)]).toEqual([
    [2, [rows[0], rows[2]]],
    [1, [rows[1]]],
  ]);
  expect(groupBy([], (row: { user: number }) => row.user).size).toBe(0);
});
