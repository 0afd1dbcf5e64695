import { z } from 'zod';
import { OUTBOX_ACTIONS, OUTBOX_STATUSES } from '../machines/mail.ts';

// Contracts of the mail module: the development mailbox and the staff outbox view.

/** GET /api/dev/mail: e-mails written as .eml files when no SMTP_URL is set (never in production). */
export const devMailMessageSchema = z.object({
  file: z.string(),
  outboxId: z.number().int(),
  kind: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  date: z.string(),
});
export type DevMailMessage = z.infer<typeof devMailMessageSchema>;
export const devMailListSchema = z.object({ messages: z.array(devMailMessageSchema) });
export type DevMailList = z.infer<typeof devMailListSchema>;

/** GET /api/admin/outbox?status=dead: what staff need to see why a mail did not go out. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** What staff may do now (machines/mail.ts): send a dead mail again. */
  allowedActions: z.array(z.enum(OUTBOX_ACTIONS)),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxListSchema = z.object({ items: z.array(outboxItemSchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;
