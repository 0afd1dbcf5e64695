// Public stored files and vehicle photos. Files (lib/file-store.ts) are immutable; the public ones
// (photos in every size, announcement images) are served under their content address, cacheable
// forever. Any other file (a payment proof, a purchase document) is 'No such file.' here, whoever
// knows its hash: it goes out only through its own route, to whom may have it (lib/uploads.ts).
// A vehicle photo address (/media/vehicles/12/0.svg, built by lib/vehicle-photos.ts) names a
// position, whose file changes when staff upload, reorder or delete photos: it is served with an
// ETag and a short cache life, and only with the access code when the vehicle is DDU stock. It
// serves the medium size (what tiles, the checklist, compare and mail show) unless
// ?size=thumbnail|large asks for another; the extension stays .svg because mail already sent links
// to these addresses, and the Content-Type header says what the file is. Files held in S3 are read
// from the bucket and served the same way, unless the bucket's public objects have an address of
// their own (S3_PUBLIC_URL): then a public file's content address redirects there.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDduVehicle, recordIdSchema } from '@ibc/domain';
import { notFound } from '../../lib/errors.ts';
import { createFileStore, sha256Hex, type FileStore, type LocatedFile } from '../../lib/file-store.ts';
import { createMediaRepository } from './media.repository.ts';

/** Shown for a photo position of a vehicle that has no stored photo there (yet). */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="Photo coming soon">' +
  '<title>Photo coming soon</title><rect width="640" height="480" fill="#eef1f4"/>' +
  '<path d="M170 300 L215 235 L300 225 L360 185 L470 190 L500 245 L520 300 Z" fill="#cdd3da"/>' +
  '<circle cx="235" cy="305" r="32" fill="#9aa3ad"/><circle cx="445" cy="305" r="32" fill="#9aa3ad"/>' +
  '<text x="320" y="395" font-family="Helvetica, Arial, sans-serif" font-size="20" text-anchor="middle" fill="#6b7580">Photo coming soon</text></svg>';
const placeholder = {
  sha256: sha256Hex(Buffer.from(PLACEHOLDER_SVG)),
  contentType: 'image/svg+xml',
  bytes: Buffer.from(PLACEHOLDER_SVG),
  location: 'database' as const,
  isPublic: true,
};

const POSITION_CACHE = 'max-age=300, stale-while-revalidate=86400';

/** Stored files may be SVG: never let one run script or load anything if opened directly. */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** How long a browser or CDN may keep the redirect to a public file's copy in the bucket. */
const REDIRECT_CACHE = 'public, max-age=86400';

type ServedFile = LocatedFile & { contentType: string };

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  file: ServedFile,
  cacheControl: string,
) {
  const etag = `"${file.sha256}"`;
  void reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('content-security-policy', FILE_CSP)
    // Mail clients show these images from other sites.
    .header('cross-origin-resource-policy', 'cross-origin');
  const match = request.headers['if-none-match'];
  if (match && (match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
    return reply.code(304).send();
  }
  // Read only when sent: a revalidation costs no read of the bucket.
  return reply.type(file.contentType).send(await store.bytesOf(file));
}

export default async function mediaRoutes(app: FastifyInstance) {
  const repo = createMediaRepository(app.db);
  const store = createFileStore(app.db, app.fileStorage);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/media/files/:name',
    {
      schema: {
        hide: true,
        params: z.object({
          name: z
            .string()
            .regex(/^[0-9a-f]{64}(\.[a-z0-9]{1,5})?$/, 'File addresses look like /media/files/<sha256>.svg'),
        }),
      },
    },
    async (request, reply) => {
      const file = await store.findBySha256(request.params.name.slice(0, 64));
      if (!file?.isPublic) throw notFound(/*i18n*/ 'No such file.');
      const publicUrl = store.publicUrlOf(file);
      if (publicUrl) return reply.header('cache-control', REDIRECT_CACHE).redirect(publicUrl, 302);
      return sendFile(request, reply, store, file, 'public, max-age=31536000, immutable');
    },
  );

  api.get(
    '/media/vehicles/:id/:view',
    {
      schema: {
        hide: true,
        params: z.object({
          id: recordIdSchema('Photo addresses look like /media/vehicles/12/0.svg'),
          view: z.string().regex(/^\d{1,2}\.svg$/, 'Photo names look like 0.svg'),
        }),
        querystring: z.object({
          access: z.string().max(64).optional(),
          size: z.enum(['thumbnail', 'medium', 'large']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const view = Number.parseInt(request.params.view, 10);
      const vehicle = await repo.vehiclePhoto(request.params.id, view, request.query.size);
      // Photos of stock not everyone may see (DDU units) need the access code that only answers
      // passing the vehicle access rule carry; without it they are "no such photo".
      if (
        !vehicle ||
        view >= vehicle.photoCount ||
        !app.vehiclePhotos.mayServe(
          { id: request.params.id, stockType: vehicle.stockType },
          request.query.access,
        )
      ) {
        throw notFound(/*i18n*/ 'No such photo.');
      }
      // A DDU unit's photo is for the members its access code was handed to: no shared caches.
      // Five minutes fresh, then the cached copy is shown while the ETag is checked in the
      // background: a new default photo shows on the next visit, and a page of 50 tiles costs no
      // requests on a quick return.
      const restricted = isDduVehicle(vehicle);
      return sendFile(
        request,
        reply,
        store,
        vehicle.file ?? placeholder,
        `${restricted ? 'private' : 'public'}, ${POSITION_CACHE}`,
      );
    },
  );
}
