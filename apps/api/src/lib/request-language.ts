// The language a request is answered in: the page's, which the web sends as Accept-Language
// (lib/api-client.ts), else the first of the browser's the site speaks, else English. A person
// who is not the one asking (a dealer e-mailed later) is written to in his saved language instead.
import type { FastifyRequest } from 'fastify';
import { negotiateLanguage, type Language } from '@ibc/domain';

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return negotiateLanguage(null, request.headers['accept-language']);
}
