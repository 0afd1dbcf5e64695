// HTTP of the shipping schedule.
//   GET    /api/admin/shipping/voyages?past=true   upcoming voyages by ETD (+ the past ones) (staff)
//   GET    /api/admin/shipping/ports               the form's choices: loading ports, vessels, destinations (staff)
//   POST   /api/admin/shipping/voyages             a voyage with its port calls (staff)
//   PUT    /api/admin/shipping/voyages/:id         new dates, ports, vessel or number (staff)
//   DELETE /api/admin/shipping/voyages/:id         a voyage entered by mistake or cancelled (staff)
//   GET    /api/shipping-schedule                  the member's upcoming sailings (signed-in members)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  memberShippingScheduleSchema,
  recordIdSchema,
  shippingPortsSchema,
  voyageInputSchema,
  voyageListQuerySchema,
  voyageListSchema,
  voyageSchema,
} from '@ibc/domain';
import { requireMember, staffActor } from '../../lib/auth-context.ts';

const voyageParams = z.object({ id: recordIdSchema(/*i18n*/ 'The voyage id is a whole number.') });

export default function shippingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const shipping = fastify.services.shipping;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const denied = { 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/shipping/voyages',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Upcoming voyages by ETD with their port calls; past=true adds the past ones, newest first',
        querystring: voyageListQuerySchema,
        response: { 200: voyageListSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => shipping.listVoyages(request.query.past ?? false),
  );

  app.get(
    '/api/admin/shipping/ports',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary:
          "The voyage form's choices: ports of loading, vessels on file, ports of discharge by country",
        response: { 200: shippingPortsSchema, ...denied },
      },
    },
    async () => shipping.formOptions(),
  );

  app.post(
    '/api/admin/shipping/voyages',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Add a voyage: vessel (added when new), voyage number, port of loading, ETD and an ETA per port',
        body: voyageInputSchema,
        response: { 201: voyageSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await shipping.createVoyage(staffActor(request), request.body)),
  );

  app.put(
    '/api/admin/shipping/voyages/:id',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Change a voyage as the line moves its dates; its port calls become the ones given',
        params: voyageParams,
        body: voyageInputSchema,
        response: { 200: voyageSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => shipping.updateVoyage(staffActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/shipping/voyages/:id',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a voyage entered by mistake or cancelled by the line (the activity log keeps it)',
        params: voyageParams,
        response: { 204: z.null(), 400: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await shipping.deleteVoyage(staffActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/shipping-schedule',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['shipping'],
        security,
        summary: "Upcoming sailings to the member's country ports, by ETD, with the ETA at each",
        response: { 200: memberShippingScheduleSchema, 401: apiErrorSchema },
      },
    },
    async (request) => shipping.memberSchedule(requireMember(request).countryId),
  );
  return Promise.resolve();
}
