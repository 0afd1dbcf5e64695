// HTTP of invoices for the sales team, staff only (visitor 401, customer 404).
//   GET  /api/admin/invoices?overdue=true&purchaseId=&page=  every invoice, soonest due first, a page at a time
//   GET  /api/admin/invoices/export?format=csv|xlsx&overdue=&purchaseId=  the same list, as a file
//   GET  /api/admin/purchases/:id/invoices              the invoices of one purchase
//   POST /api/admin/purchases/:id/invoices/proforma     the proforma, when the purchase has no open invoice
//   POST /api/admin/purchases/:id/invoices/final        the final invoice (NZ: 409 before departure)
//   GET  /api/admin/invoices/:id/pdf                    the PDF (attachment)
//   POST /api/admin/invoices/:id/void                   void an invoice nothing confirmed was paid on
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInvoiceListSchema,
  adminInvoicePageSchema,
  adminInvoicesPageQuerySchema,
  adminInvoicesQuerySchema,
  apiErrorSchema,
  recordIdSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';
import { sheetExportRoute } from '../../lib/spreadsheet.ts';
import { attachmentRoute } from '../../lib/uploads.ts';
import { INVOICE_SHEET_COLUMNS, invoicePages } from './invoices-export.ts';

const purchaseParams = z.object({ id: recordIdSchema(/*i18n*/ 'The purchase id is a whole number.') });
const invoiceParams = z.object({ id: recordIdSchema(/*i18n*/ 'The invoice id is a whole number.') });

export default function invoicesAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.invoices;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const denied = { 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/invoices',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Every invoice, soonest due first, a page at a time (overdue=true: only the overdue ones)',
        querystring: adminInvoicesPageQuerySchema,
        response: { 200: adminInvoicePageSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => service.pageAdmin(request.query),
  );

  sheetExportRoute(
    fastify,
    '/api/admin/invoices/export',
    {
      summary: 'Every invoice, soonest due first (overdue=true: only the overdue ones)',
      name: 'invoices',
      query: adminInvoicesQuerySchema,
      columns: INVOICE_SHEET_COLUMNS,
    },
    (query) => invoicePages(service, query),
  );

  app.get(
    '/api/admin/purchases/:id/invoices',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'The invoices of one purchase',
        params: purchaseParams,
        response: { 200: adminInvoiceListSchema, ...denied },
      },
    },
    async (request) => ({ invoices: await service.listAdmin(request.params.id) }),
  );

  app.post(
    '/api/admin/purchases/:id/invoices/proforma',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Issue the proforma (deposit) invoice of a purchase that has no open invoice',
        params: purchaseParams,
        response: { 200: adminInvoiceListSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      await service.issueProformaByStaff(request.params.id, staffActor(request));
      return { invoices: await service.listAdmin(request.params.id) };
    },
  );

  app.post(
    '/api/admin/purchases/:id/invoices/final',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Issue the final invoice (New Zealand: only after departure, due dates from the ETA per spec §1; other markets: due in the payment terms)',
        params: purchaseParams,
        response: { 200: adminInvoiceListSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      await service.issueFinal(request.params.id, staffActor(request));
      return { invoices: await service.listAdmin(request.params.id) };
    },
  );

  attachmentRoute(
    fastify,
    '/api/admin/invoices/:id/pdf',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'The invoice as a PDF (attachment)',
        params: invoiceParams,
        produces: ['application/pdf'],
      },
    },
    (_request, id) => service.pdfForStaff(id),
  );

  app.post(
    '/api/admin/invoices/:id/void',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Void an invoice no confirmed payment is allocated to',
        params: invoiceParams,
        response: { 204: z.null(), 409: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await service.voidInvoice(request.params.id, staffActor(request));
      return reply.code(204).send(null);
    },
  );
  return Promise.resolve();
}
