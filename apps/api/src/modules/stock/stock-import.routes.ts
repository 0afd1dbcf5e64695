// The stock spreadsheet, staff only (visitor 401, customer 404):
//   GET  /api/admin/stock/import/template?format=csv|xlsx  the columns and one example row
//   POST /api/admin/stock/import/check?encoding=auto|utf-8|shift_jis
//        body: the file's bytes (a CSV, or an XLSX workbook) -> { readAs, rows, problems: [{ row, column, message }], valid }
//   POST /api/admin/stock/import           body { vehicles: [...] } (at most 500) -> { imported }
//   GET  /api/admin/stock/export?format=csv|xlsx  every vehicle, the import's columns
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  businessDate,
  exportFormatQuerySchema,
  importEncodingQuerySchema,
  STOCK_IMPORT_LIMITS,
  stockImportBatchSchema,
  stockImportCheckSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';
import { sendSheet, SHEET_UPLOAD_TYPES } from '../../lib/spreadsheet.ts';

const fileBytes = z
  .custom<Buffer>((body) => Buffer.isBuffer(body), { error: 'Please send the file.' })
  .describe(
    'The file: a CSV (UTF-8 with or without BOM, or Shift_JIS/CP932) or an XLSX workbook (first sheet); first row the column names',
  );

export default function stockImportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.stockImport;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };
  const produces = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

  // A file is read as its bytes, only on these routes (this plugin's scope): its encoding is the
  // reader's to find, never assumed UTF-8 by the body parser.
  app.addContentTypeParser(
    SHEET_UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: STOCK_IMPORT_LIMITS.maxBytes },
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
        summary: 'The stock import template (CSV or XLSX): the columns and one example row',
        querystring: exportFormatQuerySchema,
        produces,
      },
    },
    async (request, reply) => sendSheet(reply, request.query.format, service.templateSheet()),
  );

  r.post(
    '/api/admin/stock/import/check',
    {
      ...app.staffOnly,
      bodyLimit: STOCK_IMPORT_LIMITS.maxBytes,
      schema: {
        ...doc,
        summary:
          'Read and validate a stock CSV or XLSX file (nothing is written): the problems by row and column, the prices to confirm, and the valid rows',
        consumes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        querystring: importEncodingQuerySchema,
        body: fileBytes,
        response: { 200: stockImportCheckSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.check(request.body, request.query.encoding),
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
        summary: 'Every vehicle as CSV or XLSX (?format=), in the columns of the import',
        querystring: exportFormatQuerySchema,
        produces,
      },
    },
    async (request, reply) => sendSheet(reply, request.query.format, service.exportSheet(`stock-${today()}`)),
  );
  return Promise.resolve();
}
