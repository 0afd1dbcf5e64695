// HTTP of the activity log, staff only (visitor 401, customer 404):
//   GET /api/admin/activity?entityType&entityId&actor&from&to&page&pageSize   newest first
//   GET /api/admin/activity/export?format=csv|xlsx&entityType&entityId&actor&from&to   the same, as a file
//   GET /api/admin/activity.csv?entityType&entityId&actor&from&to             the same as CSV (older address)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_EXPORT_LIMIT,
  activityExportQuerySchema,
  activityPageSchema,
  activityQuerySchema,
  apiErrorSchema,
  businessDate,
} from '@ibc/domain';
import { sendSheet, sheetExportRoute } from '../../lib/spreadsheet.ts';
import { ACTIVITY_SHEET_COLUMNS } from './activity.service.ts';

export default function activityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activity = fastify.services.activity;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/activity',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary:
          'The activity log, newest first: who changed which record and when, with the before/after of each changed field',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errors },
      },
    },
    async (request) => activity.list(request.query),
  );

  app.get(
    '/api/admin/activity.csv',
    {
      ...fastify.staffOnly,
      schema: {
        ...doc,
        summary: `The activity log with the same filters as a CSV file (attachment), newest first, at most ${ACTIVITY_EXPORT_LIMIT} entries`,
        querystring: activityExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendSheet(reply, 'csv', {
        name: `activity-log-${businessDate(new Date())}`,
        columns: ACTIVITY_SHEET_COLUMNS,
        rows: activity.exportRows(request.query),
      }),
  );

  sheetExportRoute(
    fastify,
    '/api/admin/activity/export',
    {
      summary: `The activity log with the same filters, newest first, at most ${ACTIVITY_EXPORT_LIMIT} entries`,
      name: 'activity-log',
      query: activityExportQuerySchema,
      columns: ACTIVITY_SHEET_COLUMNS,
    },
    (query) => activity.exportRows(query),
  );
  return Promise.resolve();
}
