// Documents per purchase, through HTTP on PGlite and PostgreSQL: staff upload a bill of lading (file,
// row, activity log and the dealer's notification together), the member lists and downloads it, a
// second member gets 404 on all of it, non-staff are kept out of the admin routes, and bad files and
// unknown purchases are refused.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { PurchaseDocument, PurchaseDocumentList } from '@ibc/domain';
import { activityLog, notifications, purchaseDocuments } from '../../db/schema.ts';
import {
  bearer,
  createMember,
  createPurchase,
  describeApi,
  type Caller,
} from '../../../test/helpers/index.ts';

describeApi('purchase documents', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let other: Caller & { companyId: number };
  let staff: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db);
    const b = await createMember(db);
    dealer = { ...a.user, companyId: a.company.id };
    other = { ...b.user, companyId: b.company.id };
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  const purchase = (member: Caller & { companyId: number }) => createPurchase(ctx().db, member);

  async function upload(
    purchaseId: number,
    bytes: Buffer,
    { kind = 'bill-of-lading', fileName = 'BL-123.pdf', type = 'application/pdf', as = staff } = {},
  ) {
    return http.post(
      `/api/admin/purchases/${purchaseId}/documents?kind=${kind}&fileName=${encodeURIComponent(fileName)}`,
      bytes,
      { ...(await bearer(ctx().app, as)), 'content-type': type },
    );
  }

  const pdf = () => Buffer.from(`%PDF-1.4 bill of lading ${Math.random()}`);

  it('staff upload a bill of lading: row, activity log and the dealer told, in one go', async () => {
    const id = await purchase(dealer);
    const res = await upload(id, pdf());
    expect(res.statusCode, res.body).toBe(200);
    const document = res.json<PurchaseDocument>();
    expect(document).toMatchObject({
      purchaseId: id,
      kind: 'bill-of-lading',
      kindLabel: 'Bill of lading',
      fileName: 'BL-123.pdf',
      downloadUrl: `/api/admin/documents/${document.id}/file`,
      vehicleName: expect.stringContaining('Toyota'),
    });
    const { db } = ctx();
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, dealer.id), eq(notifications.kind, 'document-added')));
    expect(told.find((n) => n.link === `/my-account/purchases/${id}`)?.title).toMatch(
      /^Bill of lading added for .*Toyota/,
    );
    const logged = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'purchase'), eq(activityLog.entityId, String(id))));
    expect(logged.map((row) => row.action)).toContain('document-added');

    const listed = await http.get(`/api/admin/purchases/${id}/documents`, staff);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<PurchaseDocumentList>().documents.map((d) => d.id)).toEqual([document.id]);
  });

  it('the member lists his documents newest first, filters them, and downloads the bytes as an attachment', async () => {
    const id = await purchase(dealer);
    const bytes = pdf();
    const bl = (await upload(id, bytes)).json<PurchaseDocument>();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const certificate = (
      await upload(id, png, { kind: 'export-certificate', fileName: 'export.png', type: 'image/png' })
    ).json<PurchaseDocument>();

    const all = await http.get(`/api/documents?purchaseId=${id}`, dealer);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<PurchaseDocumentList>().documents.map((d) => d.id)).toEqual([certificate.id, bl.id]);
    const bls = (await http.get('/api/documents?kind=bill-of-lading', dealer)).json<PurchaseDocumentList>();
    expect(bls.documents.every((d) => d.kind === 'bill-of-lading')).toBe(true);
    const mine = bls.documents.find((d) => d.id === bl.id)!;
    expect(mine.downloadUrl).toBe(`/api/documents/${bl.id}/file`);

    const file = await http.get(mine.downloadUrl, dealer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="BL-123.pdf"');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    const image = await http.get(`/api/documents/${certificate.id}/file`, dealer);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, png)).toBe(0);
    expect((await http.get(`/api/admin/documents/${bl.id}/file`, staff)).statusCode).toBe(200);
  });

  it("a second member sees none of another company's documents and gets 404 on their files", async () => {
    const id = await purchase(dealer);
    const bl = (await upload(id, pdf())).json<PurchaseDocument>();
    const list = await http.get('/api/documents', other);
    expect(list.statusCode).toBe(200);
    expect(list.json<PurchaseDocumentList>().documents.map((d) => d.id)).not.toContain(bl.id);
    expect((await http.get(`/api/documents?purchaseId=${id}`, other)).json<PurchaseDocumentList>()).toEqual({
      documents: [],
    });
    expect((await http.get(`/api/documents/${bl.id}/file`, other)).statusCode).toBe(404);
    expect((await http.get('/api/documents/999999/file', dealer)).statusCode).toBe(404);
    expect((await http.get('/api/documents')).statusCode).toBe(401);
  });

  it('keeps visitors (401) and members (404) out of the admin routes', async () => {
    const id = await purchase(dealer);
    const bl = (await upload(id, pdf())).json<PurchaseDocument>();
    for (const [who, status] of [
      [{}, 401],
      [dealer, 404],
    ] as const) {
      expect((await http.get(`/api/admin/purchases/${id}/documents`, who)).statusCode).toBe(status);
      expect((await http.get(`/api/admin/documents/${bl.id}/file`, who)).statusCode).toBe(status);
      expect((await http.delete(`/api/admin/documents/${bl.id}`, who)).statusCode).toBe(status);
    }
    expect((await upload(id, pdf(), { as: dealer })).statusCode).toBe(404);
    const visitor = await http.post(`/api/admin/purchases/${id}/documents?kind=other`, pdf(), {
      'content-type': 'application/pdf',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a file that is not a PDF or image (400, field message), an unknown kind, an unknown purchase', async () => {
    const id = await purchase(dealer);
    const gif = await upload(id, Buffer.from('GIF89a....'), { type: 'image/gif', fileName: 'x.gif' });
    expect(gif.statusCode).toBe(400);
    expect(gif.json<{ fieldErrors: Record<string, string> }>().fieldErrors.file).toMatch(/PDF, JPEG or PNG/);
    // A PDF content type on bytes that are not a PDF.
    expect((await upload(id, Buffer.from('MZ executable'))).statusCode).toBe(400);
    expect((await upload(id, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(id, pdf(), { kind: 'invoice' })).statusCode).toBe(400);
    const tooBig = await upload(id, Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(400);
    expect((await upload(999_999, pdf())).statusCode).toBe(404);
    expect((await http.get('/api/admin/purchases/999999/documents', staff)).statusCode).toBe(404);
    const rows = await ctx().db.select().from(purchaseDocuments).where(eq(purchaseDocuments.purchaseId, id));
    expect(rows).toEqual([]);
  });

  it('staff delete a document: gone for the member, logged, and a second delete is 404', async () => {
    const id = await purchase(dealer);
    const bl = (await upload(id, pdf())).json<PurchaseDocument>();
    expect((await http.delete(`/api/admin/documents/${bl.id}`, staff)).statusCode).toBe(204);
    expect((await http.get(`/api/documents/${bl.id}/file`, dealer)).statusCode).toBe(404);
    expect((await http.get(`/api/documents?purchaseId=${id}`, dealer)).json<PurchaseDocumentList>()).toEqual({
      documents: [],
    });
    expect((await http.delete(`/api/admin/documents/${bl.id}`, staff)).statusCode).toBe(404);
    const logged = await ctx()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, String(id)), eq(activityLog.action, 'document-deleted')));
    expect(logged).toHaveLength(1);
  });
});
