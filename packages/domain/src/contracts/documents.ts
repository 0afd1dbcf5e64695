import { z } from 'zod';
import { recordIdSchema } from './errors.ts';

// Documents per purchase: the papers the sales team uploads to a deal (bill of lading, export
// certificate, inspection certificate, others) and the member downloads from his account.

export const DOCUMENT_KINDS = [
  'bill-of-lading',
  'export-certificate',
  'inspection-certificate',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Messages: the API's notifications say them inside a sentence. */
export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  'bill-of-lading': /*i18n*/ 'Bill of lading',
  'export-certificate': /*i18n*/ 'Export certificate',
  'inspection-certificate': /*i18n*/ 'Inspection certificate',
  other: /*i18n*/ 'Other document',
};

/** A purchase document: a PDF, JPEG or PNG, up to 10 MB. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** The label of a kind ('Other document' for a kind this version does not know). */
export function documentKindLabel(kind: string): string {
  return isDocumentKind(kind) ? DOCUMENT_KIND_LABELS[kind] : DOCUMENT_KIND_LABELS.other;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/** What the file's first bytes say it is (PDF, JPEG or PNG), or null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

const kindSchema = z.enum(DOCUMENT_KINDS, {
  error:
    /*i18n*/ 'Choose the document type: bill of lading, export certificate, inspection certificate or other.',
});

export const documentSchema = z.object({
  id: z.number().int(),
  purchaseId: z.number().int(),
  kind: z.string(),
  kindLabel: z.string().optional(),
  fileName: z.string(),
  /** The document's own number ('' if none): a bill of lading's B/L number. */
  reference: z.string(),
  createdAt: z.string(),
  /** Where the file is downloaded (an attachment). */
  downloadUrl: z.string(),
  vehicleName: z.string(),
  chassis: z.string(),
});
export type PurchaseDocument = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export type PurchaseDocumentList = z.infer<typeof documentListSchema>;

/** GET /api/documents?kind=&purchaseId= */
export const documentListQuerySchema = z.object({
  kind: kindSchema.optional(),
  purchaseId: recordIdSchema('purchaseId must be a purchase id.').optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** POST /api/admin/purchases/:id/documents?kind=&fileName=&reference= (the raw file is the body). */
export const documentUploadQuerySchema = z.object({
  kind: kindSchema,
  fileName: z
    .string()
    .trim()
    .max(200, /*i18n*/ 'The file name is at most 200 characters.')
    .default('document'),
  /** The document's own number (a bill of lading's B/L number): the final invoice prints it. */
  reference: z.string().trim().max(60, /*i18n*/ 'The reference is at most 60 characters.').default(''),
});
export type DocumentUploadQuery = z.infer<typeof documentUploadQuerySchema>;
