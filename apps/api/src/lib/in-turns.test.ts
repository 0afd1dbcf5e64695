import { describe, expect, it } from 'vitest';
import { jsonInParts, mapInTurns, ONE_PIECE_CHARS, stringifyInParts } from './in-turns.ts';

const vehicles = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `Toyota "Aqua" ${i}`, price: i % 3 ? null : '1,250' }));

describe('stringifyInParts', () => {
  it.each([0, 1, 15, 16, 17, 499, 500, 501, 1_234, 5_000])(
    'writes JSON that parses to the value (%i items)',
    async (n) => {
      const value = {
        count: n,
        pageSize: 5000,
        vehicles: vehicles(n),
        destinationPort: { id: 1, name: 'Auckland' },
      };
      expect(JSON.parse((await stringifyInParts(value, 'vehicles')).join(''))).toEqual(value);
    },
  );

  it('writes an object holding nothing but the array', async () => {
    expect(await stringifyInParts({ vehicles: [1, 2] }, 'vehicles')).toEqual(['{"vehicles":[1,2]}']);
  });

  it('writes a long answer in parts, none of them long', async () => {
    const parts = await stringifyInParts({ vehicles: vehicles(5_000) }, 'vehicles');
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(part.length).toBeLessThan(64_000);
  });

  it('lets other work run between parts', async () => {
    const order: string[] = [];
    const writing = stringifyInParts({ vehicles: vehicles(1_500) }, 'vehicles').then(() =>
      order.push('written'),
    );
    setImmediate(() => order.push('other request'));
    await writing;
    expect(order).toEqual(['other request', 'written']);
  });
});

describe('jsonInParts', () => {
  const tile = (i: number) => JSON.stringify({ id: i, text: 'x'.repeat(i % 2000) });

  it.each([0, 1, 2, 40, 41, 5_000])('writes the object with the items last (%i items)', (n) => {
    const items = Array.from({ length: n }, (_, i) => tile(i));
    const parts = jsonInParts({ count: n, port: null }, 'vehicles', items);
    expect(JSON.parse(parts.join(''))).toEqual({
      count: n,
      port: null,
      vehicles: items.map((item) => JSON.parse(item) as unknown),
    });
    for (const part of parts) expect(part.length).toBeLessThan(64_000);
  });

  it('writes a page shorter than ONE_PIECE_CHARS in one piece, a longer one in several', () => {
    const page = (n: number) => Array.from({ length: n }, () => tile(999));
    expect(jsonInParts({ count: 128 }, 'vehicles', page(128))).toHaveLength(1);
    expect(jsonInParts({ count: 300 }, 'vehicles', page(300)).length).toBeGreaterThan(1);
    expect(128 * tile(999).length).toBeLessThan(ONE_PIECE_CHARS);
    expect(300 * tile(999).length).toBeGreaterThan(ONE_PIECE_CHARS);
  });

  it('writes an object holding nothing but the array', () => {
    expect(jsonInParts({}, 'vehicles', ['1', '2']).join('')).toBe('{"vehicles":[1,2]}');
    expect(jsonInParts({}, 'vehicles', []).join('')).toBe('{"vehicles":[]}');
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
