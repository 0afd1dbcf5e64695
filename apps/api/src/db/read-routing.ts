// Which database a read-only query goes to (docs/deploy.md, Read replicas). With a streaming replica
// (DATABASE_READ_URL) a read goes there when the replica is up, at most DATABASE_READ_MAX_LAG_MS
// behind, and has replayed the reader's own last write (the WAL position his session recorded after
// his last write request: read-your-writes); otherwise, and always without a replica, the primary.
//
// The replica's replay position is asked at most every few milliseconds per instance and shared by
// the reads meanwhile, instead of in each read's own round trip: the search's reads are several
// statements (version, count, page) that must all come from one database, and a replay position only
// grows, so one a moment old can send a read to the primary needlessly but never to a replica behind
// the reader's write. Nothing here is needed by another instance: the session row holds the position.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from './client.ts';

/** How long a replay position is fresh; a read meanwhile routes by it without asking again. */
const FRESH_MS = 20;
/** How long a replica that failed or lagged is left alone before it is asked again. */
const DOWN_MS = 1000;
/** How old a known state may be while the next one is asked in the background (no read waits). */
const STALE_MS = 2000;

export interface ReadRouting {
  /** Whether a replica is configured: only then are write positions worth recording. */
  replicated: boolean;
  /**
   * Runs a read on the replica when it may answer a reader whose last write ended at
   * `lastWriteLsn` (undefined: a visitor, or nothing written), else on the primary. A read the
   * replica fails (it went down, or cancelled the query for a conflict with its replay) runs again
   * on the primary: keep `read` to database work, so an error of the rules is not read twice.
   */
  read<T>(lastWriteLsn: string | undefined, read: (db: Db) => Promise<T>): Promise<T>;
  /** Notes on the session the primary's WAL position: its write request has just committed. */
  recordWrite(sessionId: string): Promise<void>;
}

interface ReplicaState {
  at: number;
  /** The replica's replay position; null: not to be read from (down, lagging or not a replica). */
  replayed: bigint | null;
}

/** A WAL position 'X/Y' (two hexadecimal halves) as one number, to compare two of them. */
function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export function createReadRouting(
  database: Pick<Database, 'db' | 'read'>,
  options: { maxLagMs: number; log?: { warn(obj: object, msg?: string): void } },
): ReadRouting {
  const { db: primary, read: replica } = database;
  if (replica === primary) {
    return { replicated: false, read: (_lsn, read) => read(primary), recordWrite: () => Promise.resolve() };
  }
  let state: ReplicaState | undefined;
  let asking: Promise<ReplicaState> | undefined;

  const settle = (replayed: bigint | null, why?: object): ReplicaState => {
    if (replayed === null && state?.replayed !== null) {
      options.log?.warn({ ...why }, 'reads go to the primary: the read replica is down or behind');
    }
    state = { at: performance.now(), replayed };
    return state;
  };

  async function ask(): Promise<ReplicaState> {
    try {
      // Lag: none while everything received is replayed (an idle primary sends nothing new), else
      // the age of the last transaction replayed.
      const [row] = await queryRows<{ lsn: string | null; lag_ms: number | string | null }>(
        replica,
        sql`select pg_last_wal_replay_lsn()::text as lsn,
                   case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                        else extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000
                   end as lag_ms`,
      );
      // No replay position: not a replica (in recovery) at all.
      if (!row?.lsn) return settle(null, { reason: 'not in recovery' });
      const lagMs = Number(row.lag_ms ?? 0);
      if (lagMs > options.maxLagMs) return settle(null, { lagMs: Math.round(lagMs) });
      return settle(lsnValue(row.lsn));
    } catch (error) {
      return settle(null, { err: error });
    }
  }

  function replicaState(): ReplicaState | Promise<ReplicaState> {
    const age = state ? performance.now() - state.at : Infinity;
    if (state && age < (state.replayed === null ? DOWN_MS : FRESH_MS)) return state;
    asking ??= ask().finally(() => (asking = undefined));
    return state && age < STALE_MS ? state : asking;
  }

  return {
    replicated: true,
    async read(lastWriteLsn, read) {
      const { replayed } = await replicaState();
      if (replayed === null || (lastWriteLsn !== undefined && replayed < lsnValue(lastWriteLsn))) {
        return read(primary);
      }
      try {
        return await read(replica);
      } catch (error) {
        settle(null, { err: error });
        return read(primary);
      }
    },
    async recordWrite(sessionId) {
      await primary.execute(
        sql`update sessions set last_write_lsn = pg_current_wal_lsn() where id = ${sessionId}::uuid`,
      );
    },
  };
}
