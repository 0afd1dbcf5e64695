// HTTP of payments for the sales team, staff only (visitor 401, customer 404).
//   GET  /api/admin/payments?status=&page=    payments, pending first, a page at a time
//   GET  /api/admin/payments/export?format=csv|xlsx&status=  the same list, as a file
//   POST /api/admin/payments/:id/confirm      counts towards the invoices and balance from now on
//   POST /api/admin/payments/:id/reject       { reason }  told to the dealer
//   GET  /api/admin/payments/:id/proof        the proof (attachment)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentListSchema,
  adminPaymentSchema,
  adminPaymentsPageQuerySchema,
  adminPaymentsQuerySchema,
  apiErrorSchema,
  recordIdSchema,
  rejectPaymentSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';
import { sheetExportRoute } from '../../lib/spreadsheet.ts';
import { attachmentRoute } from '../../lib/uploads.ts';
import { PAYMENT_SHEET_COLUMNS, paymentPages } from './payments-export.ts';

const params = z.object({ id: recordIdSchema(/*i18n*/ 'The payment id is a whole number.') });

export default function paymentsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.payments;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const denied = { 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/payments',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Payments recorded by dealers, pending first, a page at a time (status= one state)',
        querystring: adminPaymentsPageQuerySchema,
        response: { 200: adminPaymentListSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => service.pageAdmin(request.query),
  );

  sheetExportRoute(
    fastify,
    '/api/admin/payments/export',
    {
      summary: 'Payments recorded by dealers, pending first (status= one state)',
      name: 'payments',
      query: adminPaymentsQuerySchema,
      columns: PAYMENT_SHEET_COLUMNS,
    },
    (query) => paymentPages(service, query),
  );

  app.post(
    '/api/admin/payments/:id/confirm',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Confirm a pending payment',
        params,
        response: { 200: adminPaymentSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => service.confirm(request.params.id, staffActor(request)),
  );

  app.post(
    '/api/admin/payments/:id/reject',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Reject a pending payment with the reason the dealer is told',
        params,
        body: rejectPaymentSchema,
        response: { 200: adminPaymentSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => service.reject(request.params.id, staffActor(request), request.body.reason),
  );

  attachmentRoute(
    fastify,
    '/api/admin/payments/:id/proof',
    {
      ...fastify.staffOnly,
      schema: { tags, security, summary: 'The proof of a payment (attachment)', params },
    },
    (_request, id) => service.proofForStaff(id),
  );
  return Promise.resolve();
}
