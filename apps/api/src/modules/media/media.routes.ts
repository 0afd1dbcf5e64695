// Generated vehicle photos: each vehicle gets illustrations of its body type in its colour.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDduVehicle, recordIdSchema } from '@ibc/domain';
import { vehicles } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { renderVehiclePhotoSvg } from './vehicle-photo.ts';

export default async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/vehicles/:id/:view',
    {
      schema: {
        hide: true,
        params: z.object({
          id: recordIdSchema('Photo addresses look like /media/vehicles/12/0.svg'),
          view: z.string().regex(/^\d{1,2}\.svg$/, 'Photo names look like 0.svg'),
        }),
        querystring: z.object({ access: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const view = Number.parseInt(request.params.view, 10);
      const [vehicle] = await app.db
        .select({
          bodyType: vehicles.bodyType,
          color: vehicles.color,
          make: vehicles.make,
          model: vehicles.model,
          year: vehicles.year,
          photoCount: vehicles.photoCount,
          stockType: vehicles.stockType,
        })
        .from(vehicles)
        .where(eq(vehicles.id, request.params.id));
      // Photos of stock not everyone may see (DDU units) need the access code that only answers
      // passing the vehicle access rule carry; without it they are "no such photo" (issue 10, finding 2).
      if (
        !vehicle ||
        view >= vehicle.photoCount ||
        !app.vehiclePhotos.mayServe(
          { id: request.params.id, stockType: vehicle.stockType },
          request.query.access,
        )
      ) {
        throw notFound('No such photo.');
      }
      const svg = renderVehiclePhotoSvg({ ...vehicle, view });
      // A DDU unit's photo is for the members its access code was handed to: no shared caches.
      const restricted = isDduVehicle(vehicle);
      return (
        reply
          .type('image/svg+xml')
          .header('cache-control', `${restricted ? 'private' : 'public'}, max-age=86400`)
          // Mail clients show these photos from other sites.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(svg)
      );
    },
  );
}
