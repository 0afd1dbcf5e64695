import { z } from 'zod';
import { MAX_RECORD_ID } from './contracts/errors.ts';

// §5 Email inquiry form: "sender required; senderEmailAddress required and a valid e-mail; body required".
export const CONTACT_MESSAGES = {
  senderRequired: 'Please enter your name.',
  senderTooLong: 'Your name must be at most 100 characters.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  bodyRequired: 'Please enter your message.',
  bodyTooLong: 'Your message must be at most 5000 characters.',
} as const;

const contactFields = {
  sender: z
    .string({ error: CONTACT_MESSAGES.senderRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.senderRequired })
    .max(100, { error: CONTACT_MESSAGES.senderTooLong }),
  senderEmailAddress: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.emailRequired })
    .max(254, { error: CONTACT_MESSAGES.emailInvalid })
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  body: z
    .string({ error: CONTACT_MESSAGES.bodyRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.bodyRequired })
    .max(5000, { error: CONTACT_MESSAGES.bodyTooLong }),
  /**
   * Honeypot: hidden from people, filled in by bots. It is accepted by the schema so a bot gets
   * the same answer as a person; the API checks isLikelySpam and then quietly sends nothing.
   */
  website: z.string().max(500).optional(),
};

/** §3/§7 Contact / email inquiry form, body of send-email-inquiry-to-sales-team. */
export const emailInquirySchema = z.object(contactFields);
export type EmailInquiry = z.infer<typeof emailInquirySchema>;
export type EmailInquiryInput = z.input<typeof emailInquirySchema>;

// Twenty checklists in one e-mail is more than anyone compares (four) and keeps the mail small.
export const MAX_CHECKLIST_VEHICLES = 20;

/** §2 Email checklist form: the inquiry fields plus the vehicles from the ?id= parameter. */
export const emailChecklistFormSchema = z.object({
  ...contactFields,
  vehicleIds: z
    .array(z.number().int().positive().max(MAX_RECORD_ID, { error: 'Please give valid vehicle ids.' }))
    .min(1, { error: 'Choose at least one vehicle.' })
    .max(MAX_CHECKLIST_VEHICLES, {
      error: `You can e-mail up to ${MAX_CHECKLIST_VEHICLES} checklists at once.`,
    }),
});
export type EmailChecklistForm = z.infer<typeof emailChecklistFormSchema>;
export type EmailChecklistFormInput = z.input<typeof emailChecklistFormSchema>;

export function isLikelySpam(form: { website?: string | undefined }): boolean {
  return (form.website ?? '').trim() !== '';
}

/** §2 "/form/email-checklist-form?id={ids joined by hyphens, no leading hyphen}"; bad parts dropped, repeats once. */
export function parseChecklistIds(idParam: string | null | undefined): number[] {
  const ids = (idParam ?? '')
    .split('-')
    .filter((part) => /^\d+$/.test(part.trim()))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

export function checklistIdsParam(ids: readonly number[]): string {
  return ids.join('-');
}
