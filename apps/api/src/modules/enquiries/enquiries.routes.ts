// Enquiries:
//   POST /api/vehicle-inquiry/send-email-inquiry-to-sales-team  body { sender, senderEmailAddress, body, website? } -> { message: 'Email Sent' }  (visitors too)
//   POST /api/vehicle-inquiry/send-email-checklist              body { ...same, vehicleIds } -> { message: 'Email Sent' }  (approved members, §6)
// `website` is the honeypot. The checklist path is ours (the spec names the page, not the call).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  emailChecklistFormSchema,
  emailInquirySchema,
  messageResponseSchema,
} from '@ibc/domain';
import { requireMember } from '../../lib/auth-context.ts';
import { clientIp } from '../../lib/rate-limit.ts';
import { requestLanguage } from '../../lib/request-language.ts';

export default function enquiriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.enquiries;

  r.post(
    '/api/vehicle-inquiry/send-email-inquiry-to-sales-team',
    {
      preHandler: app.identify,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['enquiries'],
        summary: 'Contact form of the public search: e-mails the sales team (rate-limited per IP)',
        body: emailInquirySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      service.contactSalesTeam(request.body, {
        member: request.member,
        ip: clientIp(request),
        baseUrl: app.publicUrl(),
      }),
  );

  r.post(
    '/api/vehicle-inquiry/send-email-checklist',
    {
      // §6: the e-mailed checklist is a signed-in customer's feature; it carries their prices.
      preHandler: [app.authenticate, app.requireApproved],
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['enquiries'],
        summary:
          "E-mails the checklists (with the member's prices) of up to 20 vehicles to an address; members only",
        security: [{ bearer: [] }],
        body: emailChecklistFormSchema,
        response: {
          200: messageResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      service.emailChecklist(request.body, {
        member: requireMember(request),
        ip: clientIp(request),
        baseUrl: app.publicUrl(),
        language: requestLanguage(request),
      }),
  );
  return Promise.resolve();
}
