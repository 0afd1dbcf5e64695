// HTTP of the back office's customers, staff only (visitor 401, customer 404):
//   GET  /api/admin/customers                          ?page&pageSize&status&q -> { total, page, pageSize, pendingCount, items }
//   GET  /api/admin/customers/export                   ?format=csv|xlsx&status&q -> every company of the filters, as a file
//   GET  /api/admin/customers/form-options             countries with ports, account managers, currencies
//   GET  /api/admin/customers/:id                      the company, its users, its currency accounts with forex lines
//   PUT  /api/admin/customers/:id                      edit the company
//   POST /api/admin/customers/:id/approve              approve a sign-up (the member is e-mailed)
//   POST /api/admin/customers/:id/reject               { reason } reject it (the member is e-mailed the reason)
//   POST /api/admin/customers/:id/currency-accounts    { currency } add a currency account
//   POST /api/admin/customers/:id/users                { email, contactName } invite a user by e-mail
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  currencyAccountInputSchema,
  customerDetailSchema,
  customerFormOptionsSchema,
  customerListQuerySchema,
  customerListSchema,
  customerRejectSchema,
  customerUpdateSchema,
  recordIdSchema,
  userInviteSchema,
} from '@ibc/domain';
import { staffActor } from '../../lib/auth-context.ts';
import { sheetExportRoute } from '../../lib/spreadsheet.ts';
import { CUSTOMER_SHEET_COLUMNS, customerPages } from './customers-export.ts';

const params = z.object({ id: recordIdSchema('id must be a company id.') });

export default function customersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const customers = fastify.services.customers;
  const doc = { tags: ['admin'], security: [{ bearer: [] }] };
  // Before validation, not after: a customer's bad request must be the same 404 as any other of
  // theirs, never a 400 that lists the fields of a route they should not know exists.
  const staffOnly = fastify.staffOnly;
  const denied = { 401: apiErrorSchema, 404: apiErrorSchema };
  const writeErrors = { ...denied, 400: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/api/admin/customers',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          'Companies, 50 a page, newest first (sign-ups waiting for approval first when no status is chosen); filter by status and by company name or user e-mail',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema, ...denied, 400: apiErrorSchema },
      },
    },
    async (request) => customers.list(request.query),
  );

  sheetExportRoute(
    fastify,
    '/api/admin/customers/export',
    {
      summary: "Every company the list's filters (status, q) find, in the list's order",
      name: 'customers',
      query: customerListQuerySchema,
      columns: CUSTOMER_SHEET_COLUMNS,
    },
    (query) => customerPages(customers, query),
  );

  app.get(
    '/api/admin/customers/form-options',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          'What the company form chooses from: countries with their ports, account managers, currencies',
        response: { 200: customerFormOptionsSchema, ...denied },
      },
    },
    async () => customers.formOptions(),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'One company with its users and its currency accounts (with the yen per unit in force)',
        params,
        response: { 200: customerDetailSchema, ...denied, 400: apiErrorSchema },
      },
    },
    async (request) => customers.get(request.params.id),
  );

  app.put(
    '/api/admin/customers/:id',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary:
          'Edit a company: name, country, port, export region, notification e-mails, BMSM and iDirect, DDU shipping company, account manager',
        params,
        body: customerUpdateSchema,
        response: { 200: customerDetailSchema, ...writeErrors },
      },
    },
    async (request) => customers.update(staffActor(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/customers/:id/approve',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'Approve a sign-up (pending or rejected): its members see prices; they are e-mailed',
        params,
        response: { 200: customerDetailSchema, ...writeErrors },
      },
    },
    async (request) => customers.reviewCompany(staffActor(request), request.params.id, 'approve', null),
  );

  app.post(
    '/api/admin/customers/:id/reject',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'Reject a pending sign-up with a reason, which is e-mailed to the applicant',
        params,
        body: customerRejectSchema,
        response: { 200: customerDetailSchema, ...writeErrors },
      },
    },
    async (request) =>
      customers.reviewCompany(staffActor(request), request.params.id, 'reject', request.body.reason),
  );

  app.post(
    '/api/admin/customers/:id/currency-accounts',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'Add a currency account to a company',
        params,
        body: currencyAccountInputSchema,
        response: { 200: customerDetailSchema, ...writeErrors },
      },
    },
    async (request) =>
      customers.addCurrencyAccount(staffActor(request), request.params.id, request.body.currency),
  );

  app.post(
    '/api/admin/customers/:id/users',
    {
      ...staffOnly,
      schema: {
        ...doc,
        summary: 'Invite a user to a company by e-mail: a link to choose a password, valid 7 days',
        params,
        body: userInviteSchema,
        response: { 200: customerDetailSchema, ...writeErrors },
      },
    },
    async (request) => customers.inviteUser(staffActor(request), request.params.id, request.body),
  );
  return Promise.resolve();
}
