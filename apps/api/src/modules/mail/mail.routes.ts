// Mail endpoints: the development mailbox (/api/dev/mail: only with DEV_MAILBOX=true, and then only
// for signed-in staff) and the staff view of the outbox, where dead mail shows
// with its reason and can be sent again (outbox-admin.service.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  devMailListSchema,
  devMailMessageSchema,
  OUTBOX_STATUSES,
  outboxListSchema,
  type DevMailMessage,
  recordIdSchema,
} from '@ibc/domain';
import { notFound } from '../../lib/errors.ts';
import { staffActor } from '../../lib/auth-context.ts';
import { mailDirectory } from './mail.plugin.ts';
import { OUTBOX_MESSAGES } from './outbox-admin.service.ts';

// Only names the file transport writes (no path separators, no '..').
const MAIL_FILE = /^\d{8}T\d{6}Z-\d+\.eml$/;
const messageSchema = z.object({ message: z.string() });

async function readMailbox(directory: string): Promise<DevMailMessage[]> {
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch {
    return [];
  }
  const metas = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        try {
          const parsed = devMailMessageSchema.safeParse(
            JSON.parse(await fs.readFile(path.join(directory, name), 'utf8')),
          );
          return parsed.success ? parsed.data : null;
        } catch {
          return null;
        }
      }),
  );
  return metas.filter((m): m is DevMailMessage => m !== null).sort((a, b) => b.outboxId - a.outboxId);
}

function devMailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const directory = mailDirectory(app);

  const staffOnly = app.staffOnly;

  r.get(
    '/api/dev/mail',
    {
      ...staffOnly,
      schema: {
        tags: ['dev'],
        summary: 'E-mails written to DATA_DIR/mail (DEV_MAILBOX=true and no SMTP_URL; staff only)',
        security: [{ bearer: [] }],
        response: { 200: devMailListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ messages: await readMailbox(directory) }),
  );

  r.get(
    '/api/dev/mail/:file',
    {
      ...staffOnly,
      schema: {
        tags: ['dev'],
        summary: 'One stored e-mail: raw .eml, or its HTML part with ?format=html (staff only)',
        security: [{ bearer: [] }],
        params: z.object({ file: z.string().regex(MAIL_FILE, { error: /*i18n*/ 'Unknown mail file.' }) }),
        querystring: z.object({ format: z.enum(['raw', 'html']).default('raw') }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const target = path.join(
        directory,
        request.query.format === 'html' ? file.replace(/\.eml$/, '.html') : file,
      );
      let content: Buffer;
      try {
        content = await fs.readFile(target);
      } catch {
        throw notFound(/*i18n*/ 'No such e-mail.');
      }
      if (request.query.format === 'html') {
        // The mail holds text strangers typed: the sandbox keeps any script from running here.
        return reply
          .header(
            'content-security-policy',
            "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox",
          )
          .type('text/html; charset=utf-8')
          .send(content);
      }
      return reply.type('text/plain; charset=utf-8').send(content);
    },
  );
}

export default function mailRoutes(app: FastifyInstance): Promise<void> {
  // Mail holds password-reset links, prices and dealers' addresses: nobody reads it through the API
  // unless the operator turned the mailbox on, and then only the sales team.
  if (app.config.DEV_MAILBOX) devMailRoutes(app);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const outbox = app.services.outbox;

  r.get(
    '/api/admin/outbox',
    {
      ...app.staffOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Outbox rows, newest first (status=dead shows mail that could not be delivered, with the reason), each with the steps staff may take',
        security: [{ bearer: [] }],
        querystring: z.object({
          status: z.enum(OUTBOX_STATUSES).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: outboxListSchema },
      },
    },
    async (request) => ({ items: await outbox.list(request.query.status, request.query.limit) }),
  );

  r.post(
    '/api/admin/outbox/:id/resend',
    {
      ...app.staffOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Send an undeliverable e-mail again with a fresh set of attempts (409 for mail in any other state)',
        security: [{ bearer: [] }],
        params: z.object({ id: recordIdSchema('id must be an outbox id.') }),
        response: { 200: messageSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await outbox.resend(staffActor(request), request.params.id);
      return { message: OUTBOX_MESSAGES.resent };
    },
  );
  return Promise.resolve();
}
