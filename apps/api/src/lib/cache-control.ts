// Answers that are one member's own (their bell, watchlist, saved searches) or figures of this
// moment (the staff dashboard and inbox): no shared cache may keep them and the browser does not
// store them.
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * preHandler, last in a route's list: set after the sign-in checks and the input's validation pass,
 * so their refusals go without it, as they did when each handler set the header itself.
 */
export function privateNoStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'private, no-store');
  return Promise.resolve();
}
