// Files in and out of the API: an upload is the raw file as the request body (the API has no
// multipart parser; one file per request lets a page show each file's progress and error on its
// own), and a download is an attachment. Used by stock photos, payment proofs and purchase documents.
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** A stored file's bytes sent as a download (never shown inline, never cached by a shared cache). */
export function sendAttachment(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; fileName: string },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName.replaceAll('"', '')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
