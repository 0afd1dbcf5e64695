// HTTP of purchase documents for the sales team, staff only (visitor 401, customer 404).
//   POST   /api/admin/purchases/:id/documents?kind=&fileName=&reference=   body: the raw PDF, JPEG or PNG (up to 10 MB)
//   GET    /api/admin/purchases/:id/documents                   the purchase's documents, newest first
//   DELETE /api/admin/documents/:id
//   GET    /api/admin/documents/:id/file                        the file (attachment)
// The body is the raw file, not multipart, like the payment proof upload (no multipart parser).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  documentListSchema,
  documentSchema,
  documentUploadQuerySchema,
  MAX_DOCUMENT_BYTES,
  recordIdSchema,
} from '@ibc/domain';
import { badRequest } from '../../lib/errors.ts';
import { attachmentRoute, mediaType, rawFileBody } from '../../lib/uploads.ts';
import { staffActor } from '../../lib/auth-context.ts';

const purchaseParams = z.object({ id: recordIdSchema(/*i18n*/ 'The purchase id is a whole number.') });
const documentParams = z.object({ id: recordIdSchema(/*i18n*/ 'The document id is a whole number.') });
const TOO_BIG = /*i18n*/ 'The document file is larger than 10 MB.';
const tooBig = () => badRequest(TOO_BIG, { file: TOO_BIG });
const WRONG_TYPE = /*i18n*/ 'The document must be a PDF, JPEG or PNG file.';

export default function documentsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = fastify.services.documents;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const denied = { 401: apiErrorSchema, 404: apiErrorSchema };
  // Scoped to this plugin: JSON keeps its parser; anything else is read as the document's file.
  app.addContentTypeParser('*', rawFileBody(MAX_DOCUMENT_BYTES, tooBig));

  app.post(
    '/api/admin/purchases/:id/documents',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Upload a document of a purchase (the raw PDF, JPEG or PNG as the body, up to 10 MB)',
        params: purchaseParams,
        querystring: documentUploadQuerySchema,
        response: { 200: documentSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest(WRONG_TYPE, { file: WRONG_TYPE });
      return service.upload(
        request.params.id,
        {
          kind: request.query.kind,
          fileName: request.query.fileName,
          reference: request.query.reference,
          contentType: mediaType(request),
          bytes: body,
        },
        staffActor(request),
      );
    },
  );

  app.get(
    '/api/admin/purchases/:id/documents',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: "The purchase's documents, newest first",
        params: purchaseParams,
        response: { 200: documentListSchema, ...denied },
      },
    },
    async (request) => ({ documents: await service.listForPurchase(request.params.id) }),
  );

  app.delete(
    '/api/admin/documents/:id',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a purchase document',
        params: documentParams,
        response: { 204: z.null(), ...denied },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, staffActor(request));
      return reply.code(204).send(null);
    },
  );

  attachmentRoute(
    fastify,
    '/api/admin/documents/:id/file',
    {
      ...fastify.staffOnly,
      schema: {
        tags,
        security,
        summary: 'The file of a purchase document (attachment)',
        params: documentParams,
      },
    },
    (_request, id) => service.fileForStaff(id),
  );
  return Promise.resolve();
}
