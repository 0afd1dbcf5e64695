import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createCountCache } from './count-cache.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// Date.now and lru-cache's clock-debounce timer both follow the fake timers.
const perf = { now: () => Date.now() };
const newCache = (maxEntries = 10) =>
  createCountCache<number>({ ttlMs: 100, staleMs: 1000, maxEntries, perf });

it('counts once for concurrent misses, then answers from the cache while fresh', async () => {
  const cache = newCache();
  const count = vi.fn(() => Promise.resolve(7));
  const [a, b] = await Promise.all([cache.getOrLoad('k', count), cache.getOrLoad('k', count)]);
  expect([a, b]).toEqual([7, 7]);
  vi.advanceTimersByTime(90);
  expect(await cache.getOrLoad('k', count)).toBe(7);
  expect(count).toHaveBeenCalledTimes(1);
});

it('keeps counts of different filters apart', async () => {
  const cache = newCache();
  expect(await cache.getOrLoad('toyota', () => Promise.resolve(3))).toBe(3);
  expect(await cache.getOrLoad('nissan', () => Promise.resolve(5))).toBe(5);
  expect(await cache.getOrLoad('toyota', () => Promise.resolve(99))).toBe(3);
});

it('answers a stale count at once while one background recount refreshes it', async () => {
  const cache = newCache();
  await cache.getOrLoad('k', () => Promise.resolve(1));
  vi.advanceTimersByTime(150);
  const recount = vi.fn(() => Promise.resolve(2));
  const [a, b] = await Promise.all([cache.getOrLoad('k', recount), cache.getOrLoad('k', recount)]);
  expect([a, b]).toEqual([1, 1]);
  await vi.waitFor(async () => expect(await cache.getOrLoad('k', recount)).toBe(2));
  expect(recount).toHaveBeenCalledTimes(1);
});

it('waits for a fresh count once the stale window is over', async () => {
  const cache = newCache();
  await cache.getOrLoad('k', () => Promise.resolve(1));
  vi.advanceTimersByTime(100 + 1000 + 1);
  expect(await cache.getOrLoad('k', () => Promise.resolve(3))).toBe(3);
});

it('takes a corrected count at once', async () => {
  const cache = newCache();
  await cache.getOrLoad('k', () => Promise.resolve(120));
  cache.set('k', 118);
  expect(await cache.getOrLoad('k', () => Promise.resolve(0))).toBe(118);
});

it('keeps at most maxEntries, dropping the least recently used', async () => {
  const cache = newCache(2);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  const reload = () => Promise.resolve(0);
  expect(await cache.getOrLoad('a', reload)).toBe(0);
  expect(await cache.getOrLoad('c', reload)).toBe(3);
});

it('does not cache a failed count', async () => {
  const cache = newCache();
  await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  expect(await cache.getOrLoad('k', () => Promise.resolve(4))).toBe(4);
});
