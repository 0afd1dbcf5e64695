// Generated vehicle photos: each vehicle gets illustrations of its body type in its colour.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
          id: z.coerce.number().int().positive(),
          view: z.string().regex(/^\d{1,2}\.svg$/, 'Photo names look like 0.svg'),
        }),
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
        })
        .from(vehicles)
        .where(eq(vehicles.id, request.params.id));
      if (!vehicle || view >= vehicle.photoCount) throw notFound('No such photo.');
      const svg = renderVehiclePhotoSvg({ ...vehicle, view });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
