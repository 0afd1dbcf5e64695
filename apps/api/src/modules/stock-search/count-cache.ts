// Per-instance cache of result counts and facet counts (issue 4: "count queries must not dominate").
// Harmless by construction: it holds only numbers, keyed by the normalised WHERE (never by member),
// and the page rows themselves are always read live. An entry is fresh for `ttlMs`; after that it is
// still served for up to `staleMs` while ONE background query refreshes it (stale-while-revalidate),
// so a request never waits for a recount of a popular filter. A count that is off is also corrected
// at once when a page shows the true total (the last page). Other instances keep their own copies;
// nothing here is shared state. ADR 0005.
export interface TtlCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /** The cached value (refreshed in the background when stale), else `load` once per key. */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface TtlCacheOptions {
  ttlMs: number;
  /** How long after going stale an entry may still be served while it refreshes. */
  staleMs?: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  freshUntil: number;
  staleUntil: number;
}

export function createTtlCache<T>(options: TtlCacheOptions): TtlCache<T> {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 0;
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<T>>();

  function lookup(key: string): Entry<T> | undefined {
    const entry = entries.get(key);
    if (entry && entry.staleUntil <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function set(key: string, value: T): void {
    entries.delete(key);
    const at = now();
    entries.set(key, { value, freshUntil: at + options.ttlMs, staleUntil: at + options.ttlMs + staleMs });
    // Map keeps insertion order: the first key is the oldest.
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function load(key: string, loader: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = loader()
      .then((value) => {
        set(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    get: (key) => lookup(key)?.value,
    set,
    async getOrLoad(key, loader) {
      const entry = lookup(key);
      if (!entry) return load(key, loader);
      if (entry.freshUntil <= now()) load(key, loader).catch(() => undefined);
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
