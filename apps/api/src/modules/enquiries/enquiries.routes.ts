// Enquiries (issue 6), open to visitors:
//   POST /api/vehicle-inquiry/send-email-inquiry-to-sales-team  body { sender, senderEmailAddress, body, website? } -> { message: 'Email Sent' }
//   POST /api/vehicle-inquiry/send-email-checklist              body { ...same, vehicleIds } -> { message: 'Email Sent' }
// `website` is the honeypot. The checklist path is ours (the spec names the page, not the call).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailChecklistFormSchema, emailInquirySchema, messageResponseSchema } from '@ibc/domain';
import { clientIp } from '../../lib/rate-limit.ts';
import { publicBaseUrl } from '../mail/links.ts';
import { createEnquiriesService } from './enquiries.service.ts';

export default function enquiriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createEnquiriesService({
    db: app.db,
    salesEmail: app.config.SALES_EMAIL,
    wakeMail: () => app.mailWorker.wake(),
    log: app.log,
  });

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
        baseUrl: publicBaseUrl(app, request),
      }),
  );

  r.post(
    '/api/vehicle-inquiry/send-email-checklist',
    {
      preHandler: app.identify,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['enquiries'],
        summary: 'E-mails the checklists of up to 20 vehicles to an address (prices only for members)',
        body: emailChecklistFormSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      service.emailChecklist(request.body, {
        member: request.member,
        ip: clientIp(request),
        baseUrl: publicBaseUrl(app, request),
      }),
  );
  return Promise.resolve();
}
