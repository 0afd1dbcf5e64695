import { expect, it, vi } from 'vitest';
import { createTtlCache } from './count-cache.ts';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

it('loads once, shares the in-flight load, and serves the fresh value', async () => {
  const c = clock();
  const cache = createTtlCache<number>({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: c.now });
  const load = vi.fn(() => Promise.resolve(7));
  const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
  expect([a, b]).toEqual([7, 7]);
  expect(await cache.getOrLoad('k', load)).toBe(7);
  expect(load).toHaveBeenCalledTimes(1);
});

it('serves a stale value while one background load refreshes it, then forgets expired ones', async () => {
  const c = clock();
  const cache = createTtlCache<number>({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: c.now });
  await cache.getOrLoad('k', () => Promise.resolve(1));
  c.advance(150);
  const refresh = vi.fn(() => Promise.resolve(2));
  expect(await cache.getOrLoad('k', refresh)).toBe(1);
  await Promise.resolve();
  await Promise.resolve();
  expect(cache.get('k')).toBe(2);
  expect(refresh).toHaveBeenCalledTimes(1);
  c.advance(5000);
  expect(cache.get('k')).toBeUndefined();
  expect(await cache.getOrLoad('k', () => Promise.resolve(3))).toBe(3);
});

it('keeps at most maxEntries, dropping the oldest', () => {
  const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 2 });
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  cache.clear();
  expect(cache.get('b')).toBeUndefined();
});

it('a failed load is not cached', async () => {
  const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 2 });
  await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  expect(await cache.getOrLoad('k', () => Promise.resolve(4))).toBe(4);
});
