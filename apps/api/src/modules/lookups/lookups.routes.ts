// §7 lookups: countries, cities, ports, currencies, categories, makes and models, member tabs.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canSeeDduStock,
  categoryListItemSchema,
  cityListItemSchema,
  countryListItemSchema,
  currencyListItemSchema,
  makeCountSchema,
  makeWithModelsSchema,
  MEMBER_SEARCH_TABS,
  memberTabSchema,
  modelCountSchema,
  portListItemSchema,
  searchCountrySchema,
  YEAR_RANGE,
  recordIdSchema,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';

const countryQuery = z.object({
  countryId: recordIdSchema('countryId must be a country id.'),
});
const year = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a year.` })
    .int({ error: `${field} must be a year.` })
    .min(-1, { error: `${field} must be a year.` })
    .max(2100, { error: `${field} must be a year.` })
    .optional();
const yearQuery = z.object({ minyear: year('minyear'), maxyear: year('maxyear') });

/** §7 "called with 1990 and the current year"; -1 (the numeric -1, -1 call) means no limit. */
function yearBounds(query: { minyear?: number | undefined; maxyear?: number | undefined }): [number, number] {
  const range = YEAR_RANGE(new Date());
  const min = query.minyear === undefined || query.minyear < 0 ? 0 : query.minyear;
  const max = query.maxyear === undefined || query.maxyear < 0 ? range.ceil + 1 : query.maxyear;
  return min <= max ? [min, max] : [max, min];
}

export default function lookupsRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.services.lookups;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];
  const bearer = [{ bearer: [] }];

  routes.get(
    '/api/common/country/get-list',
    { schema: { tags, summary: 'Country list', response: { 200: z.array(countryListItemSchema) } } },
    async () => repo.countries(),
  );
  routes.get(
    '/api/common/country/get-list-with-port-and-currency',
    { schema: { tags, summary: 'Countries for searching', response: { 200: z.array(searchCountrySchema) } } },
    async () => repo.searchCountries(),
  );
  routes.get(
    '/api/common/country/get-cities',
    {
      schema: {
        tags,
        summary: 'Cities of a country',
        querystring: countryQuery,
        response: { 200: z.array(cityListItemSchema) },
      },
    },
    async (request) => repo.cities(request.query.countryId),
  );
  routes.get(
    '/api/common/country/get-ports',
    {
      schema: {
        tags,
        summary: 'Ports of a country',
        querystring: countryQuery,
        response: { 200: z.array(portListItemSchema) },
      },
    },
    async (request) => repo.ports(request.query.countryId),
  );
  routes.get(
    '/api/common/country/get-currencies',
    {
      schema: {
        tags,
        summary: 'Currencies of a country',
        querystring: countryQuery,
        response: { 200: z.array(currencyListItemSchema) },
      },
    },
    async (request) => repo.currencies(request.query.countryId),
  );
  routes.get(
    '/api/common-vehicle/get-categories',
    { schema: { tags, summary: 'Vehicle categories', response: { 200: z.array(categoryListItemSchema) } } },
    async () => repo.categories(),
  );
  routes.get(
    '/api/vehicles/prelog/get-vehicle-makes-and-model',
    {
      schema: {
        tags,
        summary: 'Makes with their models (public, no year limits)',
        response: { 200: z.array(makeWithModelsSchema) },
      },
    },
    async () => {
      const rows = await repo.makesWithModels();
      const makes: { make: string; models: { model: string }[] }[] = [];
      for (const row of rows) {
        let entry = makes[makes.length - 1];
        if (!entry || entry.make !== row.make) {
          entry = { make: row.make, models: [] };
          makes.push(entry);
        }
        entry.models.push({ model: row.model });
      }
      return makes;
    },
  );
  routes.get(
    '/api/vehicles/postlog/get-vehicle-makes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Makes in stock within a year range',
        security: bearer,
        querystring: yearQuery,
        response: { 200: z.array(makeCountSchema) },
      },
    },
    async (request) =>
      repo.makeCounts(...yearBounds(request.query), canSeeDduStock(requireMember(request).countryId)),
  );
  routes.get(
    '/api/vehicles/postlog/get-vehicle-models',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Models of a make in stock within a year range (loaded lazily)',
        security: bearer,
        querystring: yearQuery.extend({
          make: z
            .string({ error: 'make is required.' })
            .trim()
            .min(1, { error: 'make is required.' })
            .max(60, { error: 'make must be at most 60 characters.' }),
        }),
        response: { 200: z.array(modelCountSchema) },
      },
    },
    async (request) =>
      repo.modelCounts(
        request.query.make,
        ...yearBounds(request.query),
        canSeeDduStock(requireMember(request).countryId),
      ),
  );
  routes.get(
    '/api/common-user/get-user-vehicle-locations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The member's search tabs",
        security: bearer,
        response: { 200: z.array(memberTabSchema) },
      },
    },
    (request) => {
      const member = requireMember(request);
      // §6 "DDU Stock entry, tab and Delivery Type only for countryId 70, 295 or 104".
      return MEMBER_SEARCH_TABS.filter((tab) => !tab.dduOnly || canSeeDduStock(member.countryId)).map(
        (tab) => ({
          tab: tab.tab,
          label: tab.label,
          stockType: tab.stockType,
        }),
      );
    },
  );
  return Promise.resolve();
}
