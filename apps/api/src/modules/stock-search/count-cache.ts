// Per-instance cache of result counts and facet counts ("count queries must not dominate").
// It holds only numbers, keyed by the stock's version and the normalised WHERE (never by member), so
// no entry outlives a commit that changed the stock. An entry is fresh for `ttlMs`; after that it is
// still served for up to `staleMs` while ONE background query refreshes it (stale-while-revalidate),
// so a request never waits for a recount of a popular filter. A count that is off is also corrected
// at once when a page shows the true total (the last page). Other instances keep their own copies;
// nothing here is shared state. ADR 0005. lru-cache does the expiry, eviction and the sharing of one
// query between concurrent misses for a key (`fetch`).
import { LRUCache, type Perf } from 'lru-cache';

export interface CountCache<V> {
  /** The cached value (refreshed in the background when stale), else `load` once per key. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  /** Replaces a value known to be off (a short page tells the exact total). */
  set(key: string, value: V): void;
}

export interface CountCacheOptions {
  ttlMs: number;
  /** How long after going stale an entry may still be served while it refreshes. */
  staleMs: number;
  maxEntries: number;
  /** Clock (tests). */
  perf?: Perf;
}

export function createCountCache<V extends NonNullable<unknown>>(options: CountCacheOptions): CountCache<V> {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    fetchMethod: (_key, _stale, { context: load }) => load(),
    ...(options.perf && { perf: options.perf }),
  });
  return {
    getOrLoad: (key, load) =>
      // Stale for less than staleMs: answer with it while the fetch refreshes it in the background.
      cache.forceFetch(key, { context: load, allowStale: cache.getRemainingTTL(key) > -options.staleMs }),
    set: (key, value) => void cache.set(key, value),
  };
}
