import { expect, test } from 'vitest';
import {
  DOCUMENT_KINDS,
  documentKindLabel,
  documentListQuerySchema,
  documentUploadQuerySchema,
  isDocumentKind,
  sniffDocumentType,
} from './documents.ts';

test('every kind has its label; an unknown kind reads as another document', () => {
  expect(DOCUMENT_KINDS.map(documentKindLabel)).toEqual([
    'Bill of lading',
    'Export certificate',
    'Inspection certificate',
    'Other document',
  ]);
  expect(documentKindLabel('packing-list')).toBe('Other document');
  expect(isDocumentKind('bill-of-lading')).toBe(true);
  expect(isDocumentKind('invoice')).toBe(false);
});

test('a document is a PDF, JPEG or PNG by its first bytes', () => {
  expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  expect(sniffDocumentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
  expect(sniffDocumentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    'image/png',
  );
  expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
  expect(sniffDocumentType(Buffer.from('%PD'))).toBeNull();
  expect(sniffDocumentType(new Uint8Array())).toBeNull();
});

test('list and upload queries: a known kind, a purchase id, a file name, a B/L number', () => {
  expect(documentListQuerySchema.parse({ kind: 'bill-of-lading', purchaseId: '7' })).toEqual({
    kind: 'bill-of-lading',
    purchaseId: 7,
  });
  expect(documentListQuerySchema.safeParse({ kind: 'invoice' }).success).toBe(false);
  expect(documentUploadQuerySchema.parse({ kind: 'other' })).toEqual({
    kind: 'other',
    fileName: 'document',
    reference: '',
  });
  // A bill of lading's number, printed on the final invoice.
  expect(
    documentUploadQuerySchema.parse({ kind: 'bill-of-lading', reference: ' YKAKL0712345 ' }).reference,
  ).toBe('YKAKL0712345');
  expect(documentUploadQuerySchema.safeParse({ fileName: 'x.pdf' }).success).toBe(false);
});
