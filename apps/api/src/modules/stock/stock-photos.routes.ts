// A vehicle's photos in the back office, staff only (visitor 401, customer 404):
//   GET    /api/admin/stock/:id/photos                    -> { vehicleId, photos, demoPhotoCount }
//   POST   /api/admin/stock/:id/photos                    body: ONE image (Content-Type image/jpeg,
//                                                          png, webp, heic or heif), up to 15 MB -> the list;
//                                                          400 once the vehicle has MAX_VEHICLE_PHOTOS (40)
//   PUT    /api/admin/stock/:id/photos/order              body { photoIds } (the first is the default) -> the list
//   POST   /api/admin/stock/:id/photos/:photoId/default   -> the list
//   DELETE /api/admin/stock/:id/photos/:photoId           -> the list
// The upload body is the raw image, not multipart: the API has no multipart parser, and one photo
// per request lets the page show each file's progress and error on its own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_VEHICLE_PHOTO_BYTES,
  MAX_VEHICLE_PHOTOS,
  recordIdSchema,
  VEHICLE_PHOTO_CONTENT_TYPES,
  VEHICLE_PHOTO_MESSAGES,
  vehiclePhotoListSchema,
  vehiclePhotoOrderSchema,
} from '@ibc/domain';
import { badRequest } from '../../lib/errors.ts';
import { mediaType, rawFileBody } from '../../lib/uploads.ts';
import { staffActor } from '../../lib/auth-context.ts';

const params = z.object({ id: recordIdSchema('id must be a vehicle id.') });
const photoParams = params.extend({ photoId: recordIdSchema('photoId must be a photo id.') });

const tooBig = () => badRequest(VEHICLE_PHOTO_MESSAGES.tooBig);

export default function stockPhotosRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.stockPhotos;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };
  // On the request, before its body is read: a visitor's or customer's upload is refused without
  // reading (or buffering) 15 MB, and a customer sees the same 404 as for any unknown route.
  const staffOnly = app.staffOnly;
  // Scoped to this plugin: JSON keeps its own parser; everything else is read as a photo.
  r.addContentTypeParser('*', rawFileBody(MAX_VEHICLE_PHOTO_BYTES, tooBig));

  r.get(
    '/api/admin/stock/:id/photos',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          "A vehicle's uploaded photos in display order (the first is the default) with their three sizes",
        params,
        response: { 200: vehiclePhotoListSchema },
      },
    },
    async (request) => service.list(request.params.id),
  );

  r.post(
    '/api/admin/stock/:id/photos',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          'Upload one photo (the raw JPEG, PNG, WebP or HEIC bytes as the body, up to 15 MB); it is added last, as WebP thumbnail, medium and large',
        description: `The body is the image itself with its Content-Type (image/jpeg, image/png, image/webp, image/heic, image/heif), not multipart. The first upload replaces the demo pictures. A vehicle has at most ${MAX_VEHICLE_PHOTOS} photos: one more is refused with 400. HEIC photos from the HEVC codec cannot be decoded by this server yet and are refused with 400.`,
        params,
        response: { 200: vehiclePhotoListSchema },
      },
    },
    async (request) => {
      const type = mediaType(request);
      if (!(VEHICLE_PHOTO_CONTENT_TYPES as readonly string[]).includes(type)) {
        throw badRequest(VEHICLE_PHOTO_MESSAGES.wrongType);
      }
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest(VEHICLE_PHOTO_MESSAGES.empty);
      return service.upload(staffActor(request), request.params.id, body);
    },
  );

  r.put(
    '/api/admin/stock/:id/photos/order',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: "Put a vehicle's photos in a new order (every photo id once); the first becomes the default",
        params,
        body: vehiclePhotoOrderSchema,
        response: { 200: vehiclePhotoListSchema },
      },
    },
    async (request) => service.reorder(staffActor(request), request.params.id, request.body.photoIds),
  );

  r.post(
    '/api/admin/stock/:id/photos/:photoId/default',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'Make one photo the default (front) photo that tiles, the checklist and mail show',
        params: photoParams,
        response: { 200: vehiclePhotoListSchema },
      },
    },
    async (request) => service.makeDefault(staffActor(request), request.params.id, request.params.photoId),
  );

  r.delete(
    '/api/admin/stock/:id/photos/:photoId',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'Delete one photo; the photos after it move up',
        params: photoParams,
        response: { 200: vehiclePhotoListSchema },
      },
    },
    async (request) => service.remove(staffActor(request), request.params.id, request.params.photoId),
  );
  return Promise.resolve();
}
