// HTTP of the member's own account. Every route runs behind app.authenticate.
//   GET  /api/account/me                      §3 current user
//   GET  /api/common-user/get-all-accounts    §7 [{ currency, forex }]
//   POST /api/common-user/switch-account      { currency } -> current user (the web page is /account/switch?currency=)
//   GET  /api/common-user/get-idirect-link    §7 { link }, 403 without iDirect access
//   GET  /api/account/profile, PUT /api/account/profile   contact details
//   PUT  /api/account/language                { language } -> current user (staff too)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currencyAccountListSchema,
  currentUserSchema,
  languageUpdateSchema,
  idirectLinkSchema,
  profileSchema,
  profileUpdateSchema,
  switchAccountRequestSchema,
  apiErrorSchema,
} from '@ibc/domain';
import { loadMember } from '../../db/member-read-model.ts';
import { requireMember } from '../../lib/auth-context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { toCurrentUser } from './accounts.service.ts';

export default async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = fastify.services.accounts;
  const common = { preHandler: fastify.authenticate };
  const security = [{ bearer: [] }];
  const tags = ['accounts'];

  app.get(
    '/api/account/me',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'The signed-in user (§3)',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toCurrentUser(requireMember(request));
    },
  );

  app.get(
    '/api/common-user/get-all-accounts',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The member's currency accounts with forex (yen per unit; null for JPY)",
        response: { 200: currencyAccountListSchema },
      },
    },
    async (request) => accounts.listAccounts(requireMember(request)),
  );

  app.post(
    '/api/common-user/switch-account',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Make another of your currency accounts the active one; prices follow it',
        body: switchAccountRequestSchema,
        response: { 200: currentUserSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await accounts.switchAccount(member, request.body.currency);
      const updated = await loadMember(fastify.db, member.userId, { sessionId: member.sessionId });
      if (!updated) throw unauthorized();
      return toCurrentUser(updated);
    },
  );

  app.put(
    '/api/account/language',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Choose the language you read the site, your e-mails and invoices in',
        body: languageUpdateSchema,
        response: { 200: currentUserSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const member = requireMember(request);
      await accounts.setLanguage(member, request.body.language);
      return toCurrentUser({ ...member, language: request.body.language });
    },
  );

  app.get(
    '/api/common-user/get-idirect-link',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "Link to 'Auctions in Japan' (iDirect customers)",
        response: { 200: idirectLinkSchema, 403: apiErrorSchema },
      },
    },
    (request) => accounts.idirectLink(requireMember(request)),
  );

  app.get(
    '/api/account/profile',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Your contact details',
        response: { 200: profileSchema, 404: apiErrorSchema },
      },
    },
    async (request) => accounts.getProfile(requireMember(request)),
  );

  app.put(
    '/api/account/profile',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Change your contact name, notification e-mails and phone',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => accounts.updateProfile(requireMember(request), request.body),
  );
}
