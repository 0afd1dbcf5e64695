// Files in and out of the API: an upload is the raw file as the request body (the API has no
// multipart parser; one file per request lets a page show each file's progress and error on its
// own), and a download is an attachment. Used by stock photos, payment proofs,
// purchase documents and invoice PDFs. A route that uploads decides who may on the request
// (`onRequest`), before the parser reads a byte of the body. Private files (proofs, documents,
// invoices) leave the API only through an `attachmentRoute`: /media/files serves public ones only.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type BodyParser = (
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: Buffer) => void,
) => void;

/**
 * A content-type parser that reads any non-JSON body as bytes, up to `maxBytes`. A body over the
 * limit is the error `tooBig()` makes (a 400 with the reason, not Fastify's bare 413), and the rest of
 * it is read and dropped so the answer reaches the browser. Register it with
 * `app.addContentTypeParser('*', rawFileBody(...))` inside the routes' plugin (its scope).
 */
export function rawFileBody(maxBytes: number, tooBig: () => Error): BodyParser {
  return (request, payload, done) => {
    if (Number(request.headers['content-length']) > maxBytes) {
      payload.resume();
      done(tooBig());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    payload.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > maxBytes) {
        finished = true;
        chunks.length = 0;
        done(tooBig());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (finished) return;
      finished = true;
      done(null, Buffer.concat(chunks, size));
    });
    payload.on('error', (error: Error) => {
      if (finished) return;
      finished = true;
      done(error);
    });
  };
}

/** The request's media type without parameters, lower case ('' when none was sent). */
export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

interface Attachment {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** A stored file's bytes sent as a download (never shown inline, never cached by a shared cache). */
function sendAttachment(reply: FastifyReply, file: Attachment): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName.replaceAll('"', '')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}

/**
 * GET `url`: the stored file of the record `:id` as a download. The route brings its guard
 * (a member's `preHandler` or staff's `onRequest`), its schema and `load`, which finds the file
 * this caller may have (a member's only of his own company's records) or throws.
 */
export function attachmentRoute(
  app: FastifyInstance,
  url: string,
  options: Omit<RouteShorthandOptions, 'schema'> & {
    schema: FastifySchema & { params: z.ZodType<{ id: number }> };
  },
  load: (request: FastifyRequest, id: number) => Promise<Attachment>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(url, options, async (request, reply) =>
      sendAttachment(reply, await load(request, request.params.id)),
    );
}
