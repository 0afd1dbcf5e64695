// HTTP of purchases for the sales team.
//   GET  /api/admin/purchases?stage=&page=  every purchase, newest first, a page at a time
//   GET  /api/admin/purchases/export?format=csv|xlsx&stage=  the same list, as a file
//   GET  /api/admin/purchases/:id           the deal, and the voyages calling at its port
//   POST /api/admin/purchases/:id/stage     { stage, occurredOn, note }  forward only (409 otherwise),
//                                           a Japan date not after today nor before the last stage (400)
//   POST /api/admin/purchases/:id/booking   { voyageId }  ETD and ETA from the voyage
//   POST /api/admin/purchases/:id/cancel    { reason }  before departure, no payment waiting (409 otherwise)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPurchaseDetailSchema,
  adminPurchaseListSchema,
  adminPurchasesPageQuerySchema,
  adminPurchasesQuerySchema,
  apiErrorSchema,
  purchaseBookingSchema,
  purchaseCancelSchema,
  purchaseStageMoveSchema,
  recordIdSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';
import { sheetExportRoute } from '../../lib/spreadsheet.ts';
import { PURCHASE_SHEET_COLUMNS, purchasePages } from './purchases-export.ts';

const params = z.object({ id: recordIdSchema(/*i18n*/ 'The purchase id is a whole number.') });

export default function purchasesAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const purchases = fastify.services.purchases;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const denied = { 401: apiErrorSchema, 404: apiErrorSchema };
  const changed = { 200: adminPurchaseDetailSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...denied };

  app.get(
    '/api/admin/purchases',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Every purchase, newest first, a page at a time (stage= one stage)',
        querystring: adminPurchasesPageQuerySchema,
        response: { 200: adminPurchaseListSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => purchases.pageAll(request.query),
  );

  sheetExportRoute(
    fastify,
    '/api/admin/purchases/export',
    {
      summary: 'Every purchase, newest first (stage= one stage)',
      name: 'purchases',
      query: adminPurchasesQuerySchema,
      columns: PURCHASE_SHEET_COLUMNS,
    },
    (query) => purchasePages(purchases, query),
  );

  app.get(
    '/api/admin/purchases/:id',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'A purchase with its timeline and the voyages it can be booked on',
        params,
        response: { 200: adminPurchaseDetailSchema, ...denied },
      },
    },
    async (request) => purchases.getAdmin(request.params.id),
  );

  app.post(
    '/api/admin/purchases/:id/stage',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Move the purchase forward to a stage, with the day it happened; the dealer is notified',
        params,
        body: purchaseStageMoveSchema,
        response: changed,
      },
    },
    async (request) => purchases.moveStage(staffActor(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/purchases/:id/booking',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Book on a voyage calling at the destination port: ETD and ETA come from the voyage',
        params,
        body: purchaseBookingSchema,
        response: changed,
      },
    },
    async (request) => purchases.book(staffActor(request), request.params.id, request.body.voyageId),
  );

  app.post(
    '/api/admin/purchases/:id/cancel',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Cancel before departure: open invoices voided, the vehicle back on sale, the dealer told',
        params,
        body: purchaseCancelSchema,
        response: changed,
      },
    },
    async (request) => purchases.cancel(staffActor(request), request.params.id, request.body.reason),
  );
  return Promise.resolve();
}
