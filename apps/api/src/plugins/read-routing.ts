// Read-your-writes with a read replica (db/read-routing.ts): after a member's write request, before
// its answer leaves, his session records the primary's WAL position, so his next reads (on any
// instance) wait for the replica to have replayed it, or go to the primary. Without a replica it
// does nothing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReadRouting, type ReadRouting } from '../db/read-routing.ts';
import { mayWrite } from '../lib/write-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where read-only queries go: the read replica when it may answer, else the primary. */
    readRouting: ReadRouting;
  }
}

export default fp(
  function readRoutingPlugin(app: FastifyInstance): Promise<void> {
    const routing = createReadRouting(app.database, {
      maxLagMs: app.config.DATABASE_READ_MAX_LAG_MS,
      log: app.log,
    });
    app.decorate('readRouting', routing);
    if (!routing.replicated) return Promise.resolve();
    // onSend, not onResponse: the position is on the session before the member can ask again.
    app.addHook('onSend', async (request, reply) => {
      const sessionId = request.member?.sessionId;
      if (!sessionId || !mayWrite(request)) return;
      // A refused request wrote nothing (its transaction rolled back): nothing to wait for.
      if (reply.statusCode >= 400) return;
      try {
        await routing.recordWrite(sessionId);
      } catch (error) {
        // The write itself is done; his next read may only miss it for as long as the replica lags.
        request.log.error({ err: error }, 'could not record the write position of the session');
      }
    });
    return Promise.resolve();
  },
  { name: 'read-routing', dependencies: ['auth'] },
);
