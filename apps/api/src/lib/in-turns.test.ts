import { describe, expect, it } from 'vitest';
import { mapInTurns, stringifyInTurns } from './in-turns.ts';

const vehicles = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `Toyota "Aqua" ${i}`, price: i % 3 ? null : '1,250' }));

describe('stringifyInTurns', () => {
  it.each([0, 1, 499, 500, 501, 1_234, 5_000])(
    'writes JSON that parses to the value (%i items)',
    async (n) => {
      const value = {
        count: n,
        pageSize: 5000,
        vehicles: vehicles(n),
        destinationPort: { id: 1, name: 'Auckland' },
      };
      expect(JSON.parse(await stringifyInTurns(value, 'vehicles'))).toEqual(value);
    },
  );

  it('writes an object holding nothing but the array', async () => {
    expect(await stringifyInTurns({ vehicles: [1, 2] }, 'vehicles')).toBe('{"vehicles":[1,2]}');
  });

  it('lets other work run between parts', async () => {
    const order: string[] = [];
    const writing = stringifyInTurns({ vehicles: vehicles(1_500) }, 'vehicles').then(() =>
      order.push('written'),
    );
    setImmediate(() => order.push('other request'));
    await writing;
    expect(order).toEqual(['other request', 'written']);
  });
});

describe('mapInTurns', () => {
  it('maps in order, and lets other work run between parts', async () => {
    const order: string[] = [];
    const mapping = mapInTurns(vehicles(1_200), (v) => v.id * 2).then((out) => {
      order.push('mapped');
      return out;
    });
    setImmediate(() => order.push('other request'));
    expect(await mapping).toEqual(vehicles(1_200).map((v) => v.id * 2));
    expect(order).toEqual(['other request', 'mapped']);
  });
});
