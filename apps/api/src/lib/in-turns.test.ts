import { describe, expect, it } from 'vitest';
import { STREAM_CHUNK_BYTES, writeJsonInTurns, type JsonOut } from './in-turns.ts';

const vehicles = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    name: `Toyota "Aqua" ${i} アクア 🚗`,
    price: i % 3 ? null : '1,250',
  }));

/** Writes an item as text, or (odd ids) as bytes already JSON, as the index's tiles are. */
const write = (item: { id: number }, out: JsonOut): void => {
  const json = JSON.stringify(item);
  if (item.id % 2 === 0) return out.text(json);
  const bytes = Buffer.from(`xx${json}yy`);
  out.bytes(bytes, 2, bytes.length - 2);
};

const parsed = (written: Buffer | Buffer[]) =>
  JSON.parse((Buffer.isBuffer(written) ? written : Buffer.concat(written)).toString('utf8')) as unknown;

describe('writeJsonInTurns', () => {
  it.each([0, 1, 15, 499, 500, 501, 1_234, 5_000])(
    'writes JSON that parses to the value, the array last (%i items)',
    async (n) => {
      const items = vehicles(n);
      const rest = { count: n, pageSize: 5000, destinationPort: { id: 1, name: 'Auckland' } };
      const written = await writeJsonInTurns(rest, 'vehicles', items, write);
      expect(parsed(written)).toEqual({ ...rest, vehicles: items });
    },
  );

  it('writes an object holding nothing but the array', async () => {
    const written = await writeJsonInTurns({}, 'vehicles', [1, 2], (i, out) => out.text(String(i)));
    expect(written.toString()).toBe('{"vehicles":[1,2]}');
    expect((await writeJsonInTurns({}, 'vehicles', [], write)).toString()).toBe('{"vehicles":[]}');
  });

  it('writes up to 500 items as one buffer, and a long answer in chunks of its stream size', async () => {
    expect(Buffer.isBuffer(await writeJsonInTurns({}, 'v', vehicles(500), write))).toBe(true);
    const chunks = await writeJsonInTurns({}, 'v', vehicles(5_000), write);
    expect(Array.isArray(chunks) && chunks.length).toBeGreaterThan(1);
    for (const chunk of [chunks].flat()) expect(chunk.length).toBeLessThanOrEqual(STREAM_CHUNK_BYTES);
  });

  it('keeps a short answer whole while the next is written, however long its items', async () => {
    const long = [{ id: 1, text: 'é'.repeat(400_000) }];
    const first = await writeJsonInTurns({ n: 1 }, 'v', long, write);
    const second = await writeJsonInTurns({ n: 2 }, 'v', vehicles(3), write);
    expect(parsed(first)).toEqual({ n: 1, v: long });
    expect(parsed(second)).toEqual({ n: 2, v: vehicles(3) });
  });

  it('lets other work run between parts of a long answer', async () => {
    const order: string[] = [];
    const writing = writeJsonInTurns({}, 'vehicles', vehicles(1_500), write).then(() =>
      order.push('written'),
    );
    setImmediate(() => order.push('other request'));
    await writing;
    expect(order).toEqual(['other request', 'written']);
  });
});
