import { z } from 'zod';
import { CONTACT_MESSAGES, MAX_CHECKLIST_VEHICLES } from '../contact.ts';
import { MAX_RECORD_ID } from './errors.ts';

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

/** §2 Email checklist form: the inquiry fields plus the vehicles from the ?id= parameter. */
export const emailChecklistFormSchema = z.object({
  ...contactFields,
  vehicleIds: z
    .array(
      z.number().int().positive().max(MAX_RECORD_ID, { error: /*i18n*/ 'Please give valid vehicle ids.' }),
    )
    .min(1, { error: /*i18n*/ 'Choose at least one vehicle.' })
    .max(MAX_CHECKLIST_VEHICLES, {
      error: `You can e-mail up to ${MAX_CHECKLIST_VEHICLES} checklists at once.`,
    }),
});
export type EmailChecklistForm = z.infer<typeof emailChecklistFormSchema>;
export type EmailChecklistFormInput = z.input<typeof emailChecklistFormSchema>;
