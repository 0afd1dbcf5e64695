// Documents per purchase: staff upload the papers of a deal (bill of lading, export certificate,
// inspection certificate, other) and the member downloads them. The file, its row, the activity log
// and the dealer's notification are written in one transaction. A member reaches only his company's
// documents; anyone else's is 404.
import {
  DOCUMENT_CONTENT_TYPES,
  documentKindLabel,
  fill,
  sniffDocumentType,
  type DocumentKind,
  type PurchaseDocument,
  vehicleTitle,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createFileStore } from '../../lib/file-store.ts';
import type { FileStorage } from '../../lib/object-store.ts';
import type { Notify } from '../../lib/notifications.ts';
import type { Member } from '../../lib/auth-context.ts';
import {
  byCompany,
  byKind,
  byPurchase,
  createDocumentsRepository,
  type DocumentRow,
} from './documents.repository.ts';
import { present } from '../../lib/present.ts';

export interface DocumentsServiceDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  /** Wakes the mail worker after a commit that queued mail. */
  wakeMail?: () => void;
  /** Where files' bytes are stored (lib/object-store.ts); the database when not given. */
  fileStorage?: FileStorage;
}

export interface DocumentUpload {
  kind: DocumentKind;
  fileName: string;
  /** The B/L number of a bill of lading ('' if none). */
  reference?: string;
  /** The request's media type ('' when none was sent). */
  contentType: string;
  bytes: Buffer;
}

const FILE_TYPE_MESSAGE = /*i18n*/ 'The document must be a PDF, JPEG or PNG file.';

const safeFileName = (name: string) =>
  name
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 120) || 'document';

function viewOf(row: DocumentRow, downloadUrl: string): PurchaseDocument {
  return {
    id: row.id,
    purchaseId: row.purchaseId,
    kind: row.kind,
    kindLabel: documentKindLabel(row.kind),
    fileName: row.fileName,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    downloadUrl,
    vehicleName: vehicleTitle(row),
    chassis: row.chassis,
  };
}

const memberView = (row: DocumentRow) => viewOf(row, `/api/documents/${row.id}/file`);
const staffView = (row: DocumentRow) => viewOf(row, `/api/admin/documents/${row.id}/file`);

/** The stored type: what the bytes are, if the request did not claim another type. */
function fileTypeOf(contentType: string, bytes: Buffer): string {
  const sniffed = sniffDocumentType(bytes);
  const claimed = contentType === '' || contentType === 'application/octet-stream' ? sniffed : contentType;
  if (bytes.length === 0)
    throw badRequest(/*i18n*/ 'The document file is empty.', {
      file: /*i18n*/ 'The document file is empty.',
    });
  if (
    sniffed === null ||
    claimed !== sniffed ||
    !(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(sniffed)
  ) {
    throw badRequest(FILE_TYPE_MESSAGE, { file: FILE_TYPE_MESSAGE });
  }
  return sniffed;
}

export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { db, notify } = deps;
  const repo = createDocumentsRepository(db);
  const files = createFileStore(db, deps.fileStorage);
  const wakeMail = deps.wakeMail ?? (() => {});

  async function fileOf(row: DocumentRow | null) {
    if (!row) throw notFound(/*i18n*/ 'This document does not exist.');
    const file = await files.get(row.fileId);
    if (!file) throw notFound(/*i18n*/ 'This document does not exist.');
    return { bytes: file.bytes, contentType: file.contentType, fileName: safeFileName(row.fileName) };
  }

  return {
    /** Stores the file and its row, logs it and tells the dealer, in one transaction. */
    async upload(purchaseId: number, input: DocumentUpload, actor: Actor): Promise<PurchaseDocument> {
      const purchase = await repo.purchase(purchaseId);
      if (!purchase) throw notFound(/*i18n*/ 'This purchase does not exist.');
      const contentType = fileTypeOf(input.contentType, input.bytes);
      const label = documentKindLabel(input.kind);
      const fileName = safeFileName(input.fileName);
      const vehicle = [vehicleTitle(purchase), purchase.chassis].filter(Boolean).join(' ');
      const id = await db.transaction(async (tx) => {
        const ref = await createFileStore(tx, deps.fileStorage).put({
          bytes: input.bytes,
          contentType,
          use: 'purchase-document',
        });
        const documentId = await createDocumentsRepository(tx).insert({
          purchaseId,
          kind: input.kind,
          fileId: ref.id,
          fileName,
          reference: input.reference ?? '',
          uploadedBy: actor.userId,
        });
        await recordActivity(tx, actor, {
          entityType: 'purchase',
          entityId: purchaseId,
          action: 'document-added',
          summary: `${label} ${fileName} for ${vehicle}`,
        });
        await notify(
          tx,
          { companyId: purchase.companyId },
          {
            kind: 'document-added',
            // The document's kind is a message of its own, translated inside the title.
            title: fill(/*i18n*/ '{document} added for {vehicle}', {
              document: label,
              vehicle: vehicleTitle(purchase),
            }),
            body: fill(/*i18n*/ '{file} (chassis {chassis}) can be downloaded from your purchase page.', {
              file: fileName,
              chassis: purchase.chassis,
            }),
            link: `/my-account/purchases/${purchaseId}`,
          },
        );
        return documentId;
      });
      wakeMail();
      return staffView(present(await repo.find(id), `the document ${id}, stored just before`));
    },

    async listForPurchase(purchaseId: number): Promise<PurchaseDocument[]> {
      if (!(await repo.purchase(purchaseId))) throw notFound(/*i18n*/ 'This purchase does not exist.');
      return (await repo.list(byPurchase(purchaseId))).map(staffView);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createDocumentsRepository(tx);
        const row = await txRepo.find(id);
        if (!row) throw notFound(/*i18n*/ 'This document does not exist.');
        await txRepo.delete(id);
        await recordActivity(tx, actor, {
          entityType: 'purchase',
          entityId: row.purchaseId,
          action: 'document-deleted',
          summary: `${documentKindLabel(row.kind)} ${row.fileName} for ${vehicleTitle(row)} ${row.chassis}`,
        });
      });
    },

    fileForStaff: async (id: number) => fileOf(await repo.find(id)),

    /** The company's documents, newest first (`kind`, `purchaseId`: only those). */
    async listMine(
      member: Member,
      filter: { kind?: DocumentKind; purchaseId?: number } = {},
    ): Promise<PurchaseDocument[]> {
      if (member.companyId === null) return [];
      const rows = await repo.list(
        byCompany(member.companyId),
        filter.kind === undefined ? undefined : byKind(filter.kind),
        filter.purchaseId === undefined ? undefined : byPurchase(filter.purchaseId),
      );
      return rows.map(memberView);
    },

    async fileForMember(member: Member, id: number) {
      const row = await repo.find(id);
      return fileOf(row && member.companyId !== null && row.companyId === member.companyId ? row : null);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
