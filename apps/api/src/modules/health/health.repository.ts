// SQL of the health check: one round trip to the database.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export function createHealthRepository(db: DbOrTx) {
  return {
    /** Resolves when the database answers; rejects when it does not. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
