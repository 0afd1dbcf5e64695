// The back office's stock, staff only (visitor 401, customer 404):
//   GET  /api/admin/stock                 ?page&pageSize&sort&direction&status&tab&make&q -> { total, page, pageSize, items }
//   GET  /api/admin/stock/price-ranges    -> { ranges: [{ currency, low, high }] } what the for-sale stock holds
//   GET  /api/admin/stock/:id             -> the vehicle, its status and its price history
//   POST /api/admin/stock                 body vehicleInputSchema -> the new vehicle (available, listed now)
//   PUT  /api/admin/stock/:id             body vehicleInputSchema -> the vehicle (a new price is kept in the history)
//   POST /api/admin/stock/:id/status      body { action } -> the vehicle (withdraw, relist, mark-sold)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recordIdSchema,
  stockListQuerySchema,
  stockListSchema,
  stockPriceRangesSchema,
  stockVehicleSchema,
  vehicleInputSchema,
  vehicleStatusChangeSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';

const params = z.object({ id: recordIdSchema('id must be a vehicle id.') });

export default function stockRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.stock;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };
  // Before validation, not after: a customer's bad body must be the same 404 as any other request
  // of theirs, never a 400 that lists the fields of a route they should not know exists.
  const staffOnly = app.staffOnly;

  r.get(
    '/api/admin/stock',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          'Every vehicle, 50 a page: sort by listing date, price, year, name, kms or status; filter by status, tab, make, text',
        querystring: stockListQuerySchema,
        response: { 200: stockListSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/stock/price-ranges',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          'Per currency, the usual base prices of for-sale stock (1st to 99th percentile, as stored: JPY in thousands): a price outside asks for confirmation, ten times beyond is refused',
        response: { 200: stockPriceRangesSchema },
      },
    },
    async () => service.priceRanges(),
  );

  r.get(
    '/api/admin/stock/:id',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'One vehicle with every field, its status and its price history',
        params,
        response: { 200: stockVehicleSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  r.post(
    '/api/admin/stock',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          'Add a vehicle (available, listed now); the chassis number must be new; a price ten times beyond what the stock holds is refused (400 fieldErrors.basePrice)',
        body: vehicleInputSchema,
        response: { 200: stockVehicleSchema },
      },
    },
    async (request) => service.create(staffActor(request), request.body),
  );

  r.put(
    '/api/admin/stock/:id',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'Edit a vehicle; a new price is added to its price history',
        params,
        body: vehicleInputSchema,
        response: { 200: stockVehicleSchema },
      },
    },
    async (request) => service.update(staffActor(request), request.params.id, request.body),
  );

  r.post(
    '/api/admin/stock/:id/status',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          "A staff step on the status (withdraw, relist, mark-sold), one of the vehicle's allowedActions; 409 when the machine refuses it",
        params,
        body: vehicleStatusChangeSchema,
        response: { 200: stockVehicleSchema },
      },
    },
    async (request) => service.changeStatus(staffActor(request), request.params.id, request.body.action),
  );
  return Promise.resolve();
}
