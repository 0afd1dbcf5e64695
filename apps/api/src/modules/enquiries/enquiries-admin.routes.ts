// The sales team's enquiries inbox: sourcing requests, contact messages, e-mailed checklists.
//   GET /api/admin/enquiries?kind=sourcing&limit=50 -> { enquiries }  (staff only)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, enquiryListQuerySchema, staffEnquiryListSchema } from '@ibc/domain';
import { privateNoStore } from '../../lib/cache-control.ts';

export default function enquiriesAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.enquiries;
  app.get(
    '/api/admin/enquiries',
    {
      ...fastify.staffOnly,
      preHandler: privateNoStore,
      schema: {
        tags: ['enquiries'],
        security: [{ bearer: [] }],
        summary: 'Enquiries, newest first: sourcing requests, contact messages, e-mailed checklists',
        querystring: enquiryListQuerySchema,
        response: {
          200: staffEnquiryListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => service.listForStaff(request.query),
  );
  return Promise.resolve();
}
