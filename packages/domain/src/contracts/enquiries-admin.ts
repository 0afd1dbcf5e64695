import { z } from 'zod';

// The sales team's enquiries inbox (/admin/enquiries): sourcing requests, contact-form
// messages and e-mailed checklists, newest first. KAP price enquiries live with the offers.

export const ENQUIRY_KIND_LABELS = {
  sourcing: 'Sourcing request',
  contact: 'Contact form',
  'email-checklist': 'E-mailed checklist',
  kap: 'Price enquiry (KAP)',
} as const;
export type EnquiryKind = keyof typeof ENQUIRY_KIND_LABELS;
export const ENQUIRY_KINDS = Object.keys(ENQUIRY_KIND_LABELS) as EnquiryKind[];

export const enquiryListQuerySchema = z.object({
  kind: z
    .enum(ENQUIRY_KINDS as [EnquiryKind, ...EnquiryKind[]], { error: /*i18n*/ 'Unknown kind of enquiry.' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit is a whole number from 1 to 200.' })
    .int()
    .min(1)
    .max(200)
    .default(50),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const staffEnquirySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  sender: z.string(),
  senderEmailAddress: z.string(),
  companyName: z.string().nullable(),
  body: z.string(),
  /** A sourcing request's search: `/search?${searchQuery}` shows what the dealer looked for. */
  searchQuery: z.string().nullable(),
  vehicleIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type StaffEnquiry = z.infer<typeof staffEnquirySchema>;

export const staffEnquiryListSchema = z.object({ enquiries: z.array(staffEnquirySchema) });
export type StaffEnquiryList = z.infer<typeof staffEnquiryListSchema>;
