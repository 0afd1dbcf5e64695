// Keeps this instance's in-memory index of the stock (stock-index.ts) at the database's version: a
// search that finds the index older than the version it just read is answered by the SQL, and the
// index is built again in the background (ADR 0019). Builds are spaced out, so that a stock changing
// all the time costs this instance at most a third of its time in builds.
import { StockIndex } from './stock-index.ts';
import type { StockSnapshot } from './stock-search.repository.ts';

export interface StockIndexKeeperOptions {
  /** One version of the stock, or undefined when it changed while being read. */
  load: () => Promise<StockSnapshot | undefined>;
  /** A row's tile as the searches answer it (StockIndex.build). */
  present?: (tile: string) => string;
  onError: (error: unknown) => void;
  /** Milliseconds now (tests move time on). */
  now?: () => number;
}

/** A build's time is followed by at least twice that before the next one starts. */
const PAUSE_PER_BUILD_TIME = 2;

export function createStockIndexKeeper({
  load,
  present,
  onError,
  now = () => performance.now(),
}: StockIndexKeeperOptions) {
  let index: StockIndex | undefined;
  let building: Promise<void> | undefined;
  let notBefore = 0;
  let closed = false;

  function build(): Promise<void> {
    const started = now();
    return (async () => {
      try {
        const snapshot = await load();
        if (snapshot && !closed)
          index = await StockIndex.build(snapshot.version, snapshot.rows, snapshot.catalogue, present);
      } catch (error) {
        if (!closed) onError(error);
      } finally {
        notBefore = now() + (now() - started) * PAUSE_PER_BUILD_TIME;
        building = undefined;
      }
    })();
  }

  return {
    /** The index if it holds exactly this version of the stock; otherwise a build is started. */
    at(version: string): StockIndex | undefined {
      if (index?.version === version) return index;
      if (!building && !closed && now() >= notBefore) building = build();
      return undefined;
    },
    /** Builds the index now, or waits for the build under way (start-up; tests). */
    async refresh(): Promise<StockIndex | undefined> {
      if (building) await building;
      else if (!closed) await (building = build());
      return index;
    },
    /** Stops building; waits for a build under way, so nothing reads a closed database. */
    async close(): Promise<void> {
      closed = true;
      await building;
    },
  };
}
