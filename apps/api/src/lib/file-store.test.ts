import { expect, it } from 'vitest';
import { files } from '../db/schema.ts';
import { describeEachDatabase } from '../../test/helpers/index.ts';
import { createFileStore, fileUrl, sha256Hex } from './file-store.ts';

describeEachDatabase('file store', (ctx) => {
  it('stores bytes once per content and gives them back unchanged', async () => {
    const store = createFileStore(ctx().db);
    const bytes = Uint8Array.from([0, 1, 2, 255, 0x89, 0x50, 0x4e, 0x47]);
    const ref = await store.put({ bytes, contentType: 'image/png' });
    expect(ref).toEqual({
      id: expect.any(Number),
      sha256: sha256Hex(bytes),
      contentType: 'image/png',
      byteSize: 8,
    });
    const again = await store.put({ bytes: Buffer.from(bytes), contentType: 'image/png' });
    expect(again.id).toBe(ref.id);

    const stored = await store.get(ref.id);
    expect(Buffer.isBuffer(stored!.bytes)).toBe(true);
    expect([...stored!.bytes]).toEqual([...bytes]);
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect((await store.getBySha256(ref.sha256))!.id).toBe(ref.id);
    expect(await store.getBySha256('0'.repeat(64))).toBeUndefined();
    expect(await store.getBySha256('not a hash')).toBeUndefined();
    expect(await store.get(ref.id + 100_000)).toBeUndefined();
  });

  it('stores many files in order, deduplicating within and across calls', async () => {
    const store = createFileStore(ctx().db);
    const before = (await ctx().db.select({ id: files.id }).from(files)).length;
    const many = Array.from({ length: 450 }, (_, i) => ({
      bytes: `<svg>${i % 300}</svg>`,
      contentType: 'image/svg+xml',
    }));
    const refs = await store.putMany(many);
    expect(refs).toHaveLength(450);
    expect(refs[301]!.id).toBe(refs[1]!.id);
    expect(new Set(refs.map((r) => r.id)).size).toBe(300);
    expect((await store.putMany(many.slice(0, 5))).map((r) => r.id)).toEqual(
      refs.slice(0, 5).map((r) => r.id),
    );
    const after = (await ctx().db.select({ id: files.id }).from(files)).length;
    expect(after - before).toBe(300);
    expect((await store.get(refs[7]!.id))!.bytes.toString('utf8')).toBe('<svg>7</svg>');
  });
});

it('names files by content address', () => {
  const sha256 = sha256Hex(Buffer.from('x'));
  expect(fileUrl({ sha256, contentType: 'image/svg+xml' })).toBe(`/media/files/${sha256}.svg`);
  expect(fileUrl({ sha256, contentType: 'image/jpeg' }, 'https://ibc.example')).toBe(
    `https://ibc.example/media/files/${sha256}.jpg`,
  );
  expect(fileUrl({ sha256, contentType: 'application/octet-stream' })).toBe(`/media/files/${sha256}`);
});
