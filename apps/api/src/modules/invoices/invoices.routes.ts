// HTTP of invoices, the member's side (own company only; anything else is 404).
//   GET /api/invoices?purchaseId=   invoices with paid / balance / status, and the currency balances
//   GET /api/invoices/:id/pdf       the invoice PDF (attachment)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, invoiceListQuerySchema, invoiceListSchema, recordIdSchema } from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { attachmentRoute } from '../../lib/uploads.ts';

const params = z.object({ id: recordIdSchema(/*i18n*/ 'The invoice id is a whole number.') });

export default function invoicesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.invoices;
  const security = [{ bearer: [] }];
  const tags = ['invoices'];

  app.get(
    '/api/invoices',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The company's invoices (paid, balance, status, NZ collection dates) and balance per currency",
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listMine(requireMember(request), request.query.purchaseId),
  );

  attachmentRoute(
    fastify,
    '/api/invoices/:id/pdf',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags,
        security,
        summary: 'The invoice as a PDF (attachment)',
        params,
        produces: ['application/pdf'],
      },
    },
    (request, id) => service.pdfForMember(requireMember(request), id),
  );
  return Promise.resolve();
}
