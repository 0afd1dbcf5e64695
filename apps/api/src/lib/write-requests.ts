import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search): it records no write position and forgets nothing. */
    readOnly?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request may have written: not a GET, nor a POST marked `readOnly` (a search). */
export function mayWrite(request: FastifyRequest): boolean {
  return !READS.has(request.method) && !request.routeOptions.config.readOnly;
}
