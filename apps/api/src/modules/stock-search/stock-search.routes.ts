// §7 stock search calls under /api: prelog (visitors, no prices) and postlog (members, priced);
// facet counts for the Make & Model pop-up; the checklist of one vehicle.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistVehicleSchema,
  memberSearchResultSchema,
  publicChecklistVehicleSchema,
  publicSearchResultSchema,
  RANGE_FACETS,
  rangeFacetCountsSchema,
  searchFacetsSchema,
  searchFilterSchema,
  withoutBlankFilterValues,
  recordIdSchema,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { chunksSent } from '../../lib/in-turns.ts';

const tags = ['stock-search'];
const bearer = [{ bearer: [] }];
/**
 * The two search answers come from the service as JSON bytes, written from tiles the in-memory index
 * keeps as bytes or from rows, in turns (lib/in-turns.ts): an 'All' page is 5,000 vehicles, and
 * writing it in one piece held the event loop for every other request. They skip re-checking against
 * the response schema, which still documents them; the route tests check that every answer parses to
 * itself under its schema: no field more, none missing. An answer in chunks (an 'All' page) goes out
 * as a stream of them, compressed as it goes; one Buffer is sent as it is, compressed in one call.
 */
const asJson = (reply: FastifyReply, json: Buffer | readonly Buffer[]) => {
  void reply.type('application/json; charset=utf-8');
  if (Buffer.isBuffer(json)) return reply.send(json);
  // The chunks are written again once this answer is whole in the operating system's hands; an
  // answer broken off leaves them to the collector.
  reply.raw.once('finish', () => chunksSent(json));
  return reply.send(Readable.from(json));
};

export default function stockSearchRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.stockSearch;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Unset filter fields sent as null or '' are "no filter", as if left out (existing clients).
  const dropBlankFilterValues = async (request: { body: unknown }) => {
    request.body = withoutBlankFilterValues(request.body);
  };

  routes.post(
    '/api/vehicles/prelog/search',
    {
      preValidation: dropBlankFilterValues,
      schema: {
        tags,
        summary: 'Public stock search (no prices; at most 128 vehicles a page)',
        body: searchFilterSchema,
        response: { 200: publicSearchResultSchema },
      },
    },
    async (request, reply) => asJson(reply, await service.searchPublic(request.body)),
  );

  routes.post(
    '/api/vehicles/postlog/search',
    {
      preValidation: dropBlankFilterValues,
      preHandler: [app.authenticate, app.requireApproved],
      // The pricing reference data comes with the member's own read: one round trip fewer. A search
      // writes nothing: it leaves the member's reads on the replica (plugins/read-routing.ts).
      config: { memberPricing: true, readOnly: true },
      schema: {
        tags,
        summary: 'Member stock search, priced in the active account currency',
        security: bearer,
        body: searchFilterSchema,
        response: { 200: memberSearchResultSchema },
      },
    },
    async (request, reply) => asJson(reply, await service.searchMember(requireMember(request), request.body)),
  );

  routes.post(
    '/api/vehicles/prelog/search/facets',
    {
      preValidation: dropBlankFilterValues,
      schema: {
        tags,
        summary: 'Vehicle counts per make and model, every other filter applied',
        body: searchFilterSchema,
        response: { 200: searchFacetsSchema },
      },
    },
    async (request) => service.facets(request.body, 'public', null),
  );

  routes.post(
    '/api/vehicles/postlog/search/facets',
    {
      preValidation: dropBlankFilterValues,
      preHandler: app.authenticate,
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Vehicle counts per make and model for members, every other filter applied',
        security: bearer,
        body: searchFilterSchema,
        response: { 200: searchFacetsSchema },
      },
    },
    async (request) => service.facets(request.body, 'member', requireMember(request)),
  );

  // The live count of the Year Range, Mileage and Condition Grade pop-ups.
  const rangeParams = z.object({
    field: z.enum(RANGE_FACETS, { error: 'field is year, mileage or grade.' }),
  });
  routes.post(
    '/api/vehicles/prelog/search/facets/:field',
    {
      preValidation: dropBlankFilterValues,
      schema: {
        tags,
        summary: "Vehicles per year, mileage or grade, every other filter applied (a range pop-up's count)",
        params: rangeParams,
        body: searchFilterSchema,
        response: { 200: rangeFacetCountsSchema },
      },
    },
    async (request) => service.rangeFacet(request.body, request.params.field, 'public', null),
  );

  routes.post(
    '/api/vehicles/postlog/search/facets/:field',
    {
      preValidation: dropBlankFilterValues,
      preHandler: app.authenticate,
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Vehicles per year, mileage or grade for members, every other filter applied',
        security: bearer,
        params: rangeParams,
        body: searchFilterSchema,
        response: { 200: rangeFacetCountsSchema },
      },
    },
    async (request) =>
      service.rangeFacet(request.body, request.params.field, 'member', requireMember(request)),
  );

  routes.get(
    '/api/vehicles/checklist/:id',
    {
      preHandler: app.identify,
      config: { memberPricing: true },
      schema: {
        tags,
        summary: 'One vehicle with every field and photo; price and price details for members only',
        params: z.object({
          id: recordIdSchema('id must be a vehicle id.'),
        }),
        response: { 200: z.union([checklistVehicleSchema, publicChecklistVehicleSchema]) },
      },
    },
    async (request) => service.checklist(request.params.id, request.member),
  );
  return Promise.resolve();
}
