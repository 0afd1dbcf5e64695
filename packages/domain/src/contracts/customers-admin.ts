// Contracts of the back office's customers and staff users: the company list and record,
// the company form, the review decision, currency accounts, inviting and deactivating users. The same
// schemas validate the web forms and the /api/admin requests.
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages.ts';
import { ACCOUNT_REVIEW_ACTIONS } from '../machines/account-review.ts';
import { ACCOUNT_STATUSES } from '../machines/account-status.ts';
import { accountEmailListSchema, accountEmailSchema } from './accounts.ts';
import { recordIdSchema } from './errors.ts';
import { pageOf, pageQueryFields } from './paging.ts';

export const CUSTOMER_STATUS_LABELS = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Record<(typeof ACCOUNT_STATUSES)[number], string>;

/** Landed-cost regions of spec §9 (null: FOB/CIF markets). */
export const EXPORT_REGIONS = ['atnz', 'atoz'] as const;
export const EXPORT_REGION_LABELS = {
  atnz: 'At NZ (landed New Zealand)',
  atoz: 'At OZ (landed Australia)',
} as const satisfies Record<(typeof EXPORT_REGIONS)[number], string>;

export const CUSTOMERS_PAGE_SIZE = 50;

export const CUSTOMER_MESSAGES = {
  notFound: /*i18n*/ 'This customer does not exist.',
  userNotFound: /*i18n*/ 'This user does not exist.',
  nameRequired: /*i18n*/ 'Please enter the company name.',
  countryRequired: /*i18n*/ 'Please choose the country.',
  unknownCountry: /*i18n*/ 'There is no such country.',
  portOutsideCountry: /*i18n*/ 'This port is not in the chosen country.',
  accountManager: /*i18n*/ 'The account manager must be an active staff user.',
  reasonRequired: /*i18n*/ 'Please give the reason; it is sent to the applicant.',
  currencyRequired: /*i18n*/ 'Please choose the currency.',
  unknownCurrency: /*i18n*/ 'There is no such currency.',
  currencyExists: /*i18n*/ 'The company already has an account in this currency.',
  contactRequired: ACCOUNT_MESSAGES.contactRequired,
  emailTaken: /*i18n*/ 'A user already signs in with this e-mail address.',
  deactivateSelf: /*i18n*/ 'You cannot deactivate your own user.',
  alreadyDeactivated: /*i18n*/ 'This user is already deactivated.',
  notDeactivated: /*i18n*/ 'This user is not deactivated.',
  tooLong: ACCOUNT_MESSAGES.tooLong,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: CUSTOMER_MESSAGES.tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

// --- the list -----------------------------------------------------------------------------------

export const customerListQuerySchema = z.object({
  ...pageQueryFields(CUSTOMERS_PAGE_SIZE),
  status: z
    .enum(ACCOUNT_STATUSES, { error: `status must be one of ${ACCOUNT_STATUSES.join(', ')}.` })
    .optional(),
  /** Part of the company name or of a user's sign-in e-mail. */
  q: z.string().trim().max(200, { error: /*i18n*/ 'The search text is too long.' }).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  usersCount: z.number().int(),
  createdAt: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerListSchema = pageOf(customerListItemSchema).extend({
  /** Sign-ups waiting for a decision, whatever the filter (the tab's count). */
  pendingCount: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

// --- one company --------------------------------------------------------------------------------

export const customerUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  contactName: z.string(),
  emailVerified: z.boolean(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

export const customerCurrencyAccountSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  /** Yen per unit of the currency in force now (the SELECT ACCOUNT forex line); null for JPY or no rate yet. */
  jpyPerUnit: z.string().nullable(),
});
export type CustomerCurrencyAccount = z.infer<typeof customerCurrencyAccountSchema>;

export const customerDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  portId: z.number().int().nullable(),
  exportRegion: z.enum(EXPORT_REGIONS).nullable(),
  emails: z.array(z.string()),
  phone: z.string(),
  /** Postal address, one line per line ('' if unknown): printed under Bill to on the invoices. */
  address: z.string(),
  hasAccessBmsm: z.boolean(),
  hasIdirectAccess: z.boolean(),
  dduShippingCompanyName: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  accountManagerId: z.number().int().nullable(),
  createdAt: z.string(),
  users: z.array(customerUserSchema),
  currencyAccounts: z.array(customerCurrencyAccountSchema),
  /** The review steps staff may take now (machines/account-review.ts). */
  allowedActions: z.array(z.enum(ACCOUNT_REVIEW_ACTIONS)),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** What the company form chooses from: countries with their ports, staff users, currencies. */
export const customerFormOptionsSchema = z.object({
  countries: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      ports: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  accountManagers: z.array(z.object({ id: z.number().int(), contactName: z.string(), email: z.string() })),
  currencies: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CustomerFormOptions = z.infer<typeof customerFormOptionsSchema>;

/** PUT /api/admin/customers/:id: the company as the sales team edits it. */
export const customerUpdateSchema = z.object({
  name: z
    .string({ error: CUSTOMER_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: CUSTOMER_MESSAGES.nameRequired })
    .max(120, { error: CUSTOMER_MESSAGES.tooLong }),
  countryId: recordIdSchema(CUSTOMER_MESSAGES.countryRequired),
  portId: recordIdSchema(/*i18n*/ 'Please choose a port.').nullable(),
  exportRegion: z
    .enum(EXPORT_REGIONS, { error: `The export region is one of ${EXPORT_REGIONS.join(', ')}, or none.` })
    .nullable(),
  /** Notification addresses, in order (§3). */
  emails: accountEmailListSchema,
  hasAccessBmsm: z.boolean(),
  hasIdirectAccess: z.boolean(),
  dduShippingCompanyName: optionalText(120),
  accountManagerId: recordIdSchema(CUSTOMER_MESSAGES.accountManager).nullable(),
  /** Postal address, one line per line; left as it is when not sent. */
  address: z.string().trim().max(500, { error: CUSTOMER_MESSAGES.tooLong }).optional(),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** POST /api/admin/customers/:id/reject: the reason is e-mailed to the applicant. */
export const customerRejectSchema = z.object({
  reason: z
    .string({ error: CUSTOMER_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: CUSTOMER_MESSAGES.reasonRequired })
    .max(1000, { error: CUSTOMER_MESSAGES.tooLong }),
});
export type CustomerReject = z.infer<typeof customerRejectSchema>;

export const currencyAccountInputSchema = z.object({
  currency: z
    .string({ error: CUSTOMER_MESSAGES.currencyRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: CUSTOMER_MESSAGES.currencyRequired }),
});
export type CurrencyAccountInput = z.infer<typeof currencyAccountInputSchema>;

/** POST /api/admin/customers/:id/users: a customer user invited by e-mail. */
export const userInviteSchema = z.object({
  email: accountEmailSchema,
  contactName: z
    .string({ error: CUSTOMER_MESSAGES.contactRequired })
    .trim()
    .min(1, { error: CUSTOMER_MESSAGES.contactRequired })
    .max(100, { error: CUSTOMER_MESSAGES.tooLong }),
});
export type UserInvite = z.infer<typeof userInviteSchema>;

// --- staff users (admins only) ------------------------------------------------------------------

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS = {
  staff: 'Sales (staff)',
  admin: 'Admin (manages staff users)',
} as const satisfies Record<StaffRole, string>;

export const staffInviteSchema = userInviteSchema.extend({
  role: z.enum(STAFF_ROLES, { error: /*i18n*/ 'Please choose the role.' }),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  contactName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** False until they chose a password with the invitation link (or confirmed their address). */
  emailVerified: z.boolean(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserListSchema = z.object({ items: z.array(staffUserSchema) });
export type StaffUserList = z.infer<typeof staffUserListSchema>;

/** POST /api/admin/users/:id/deactivate|reactivate answer. */
export const userActivationSchema = z.object({
  id: z.number().int(),
  deactivatedAt: z.string().nullable(),
});
export type UserActivation = z.infer<typeof userActivationSchema>;
