// The stock CSV, staff only (visitor 401, customer 404):
//   GET  /api/admin/stock/import/template  -> text/csv: the columns and one example row
//   POST /api/admin/stock/import/check     body text/csv -> { rows, problems: [{ row, column, message }], valid }
//   POST /api/admin/stock/import           body { vehicles: [...] } (at most 500) -> { imported }
//   GET  /api/admin/stock/export           -> text/csv: every vehicle, the import's columns
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessDate,
  STOCK_IMPORT_LIMITS,
  stockImportBatchSchema,
  stockImportCheckSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';

const csvText = z.string().describe('The CSV file, UTF-8, first line the column names');

export default function stockImportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.stockImport;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };

  // A CSV body is read as text, only on these routes (this plugin's scope).
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string', bodyLimit: STOCK_IMPORT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  // The exporter's date (Japan), as every business date: the file of a Tokyo morning is today's.
  const today = () => businessDate(new Date());

  r.get(
    '/api/admin/stock/import/template',
    {
      ...app.staffOnly,
      schema: {
        ...doc,
        summary: 'The stock CSV template: the columns and one example row',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="stock-template.csv"')
        .send(service.templateCsv()),
  );

  r.post(
    '/api/admin/stock/import/check',
    {
      ...app.staffOnly,
      bodyLimit: STOCK_IMPORT_LIMITS.maxBytes,
      schema: {
        ...doc,
        summary:
          'Read and validate a stock CSV (nothing is written): the problems by row and column, the prices to confirm, and the valid rows',
        consumes: ['text/csv'],
        body: csvText,
        response: { 200: stockImportCheckSchema },
      },
    },
    async (request) => service.check(request.body),
  );

  r.post(
    '/api/admin/stock/import',
    {
      ...app.staffOnly,
      bodyLimit: STOCK_IMPORT_LIMITS.maxBytes,
      schema: {
        ...doc,
        summary: `Import up to ${STOCK_IMPORT_LIMITS.batchSize} checked rows in one transaction (any bad row: nothing is written)`,
        body: stockImportBatchSchema,
        response: { 200: z.object({ imported: z.number().int() }) },
      },
    },
    async (request) => service.importBatch(staffActor(request), request.body.vehicles),
  );

  r.get(
    '/api/admin/stock/export',
    {
      ...app.staffOnly,
      schema: {
        ...doc,
        summary: 'Every vehicle as CSV, in the columns of the import',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stock-${today()}.csv"`)
        .send(service.exportCsv()),
  );
  return Promise.resolve();
}
