// The one read of a member: the user and his company, fresh from the database on every request
// (plugins/auth.ts) and wherever a service needs a member who is not the caller (offers, watchlist,
// saved searches, accounts). Shared infrastructure like the schema, so every module may import it.
import { sql, type SQL } from 'drizzle-orm';
import {
  accountStatusOf,
  APPROVED_ACCOUNT,
  isLanguage,
  SECOND_FACTOR_METHODS,
  type SecondFactorMethod,
} from '@ibc/domain';
import { isStaffRole, type Member, type PricingReferenceRow, type UserRole } from '../lib/auth-context.ts';
import { queryRows, queryRowsPrepared, type DbOrTx } from './client.ts';

/** A user and his company as the member read returns them (snake_case, as the database names them). */
interface MemberRow {
  id: number;
  role: string;
  token_version: number;
  email: string;
  contact_name: string;
  active_currency: string;
  deactivated: boolean;
  sign_in_count: number;
  language: string | null;
  company_id: number | null;
  company_name: string | null;
  company_status: string | null;
  country_id: number | null;
  port_id: number | null;
  export_region: string | null;
  has_access_bmsm: boolean | null;
  has_idirect_access: boolean | null;
  ddu_shipping_company_name: string | null;
  emails: string[] | null;
  session_id: string | null;
  session_second_factor: string | null;
  session_write_lsn: string | null;
  extra?: unknown;
  stock_version?: string | null;
}

/**
 * Pricing's reference data in the same statement: its SQL over the company `c` (built afresh for
 * each read, written the same each time, since the statement may be prepared) and how to read the
 * value back. Pricing owns both; app.ts hands them to plugins/auth.ts (route config `memberPricing`).
 */
export interface MemberPricingRead {
  sql: () => SQL;
  parse: (value: unknown) => PricingReferenceRow;
}

/**
 * The member of every authenticated request, in one narrow read: the user, his company (none for
 * staff without one), the signed-in device the request comes from, and, when asked, pricing's
 * reference data. Null for a deactivated user, and for a session that was ended (signed out here
 * or from another device): the check is in the same statement, on every instance.
 */
export async function loadMember(
  db: DbOrTx,
  userId: number,
  options: {
    pricing?: MemberPricingRead;
    sessionId?: string;
    /** Read by a prepared statement (the read of every request; Database's `namedStatements`). */
    prepared?: boolean;
  } = {},
): Promise<Member | null> {
  const extra = options.pricing?.sql();
  const session = options.sessionId;
  const query = sql`select u.id, u.role, u.token_version, u.email, u.contact_name, u.active_currency,
               u.deactivated_at is not null as deactivated, u.sign_in_count, u.language,
               c.id as company_id, c.name as company_name, c.status as company_status,
               c.country_id, c.port_id, c.export_region, c.has_access_bmsm, c.has_idirect_access,
               c.ddu_shipping_company_name, c.emails, s.id as session_id,
               s.second_factor as session_second_factor, s.last_write_lsn::text as session_write_lsn${extra ? sql`, ${extra} as extra, (select version::text from stock_changes) as stock_version` : sql``}
          from users u
          left join companies c on c.id = u.company_id
          left join sessions s on s.id = ${session ?? null}::uuid and s.user_id = u.id and s.ended_at is null
         where u.id = ${userId}`;
  const [row] = options.prepared
    ? await queryRowsPrepared<MemberRow>(db, extra ? 'member_read_priced' : 'member_read', query)
    : await queryRows<MemberRow>(db, query);
  if (!row || row.deactivated) return null;
  if (session !== undefined && row.session_id === null) return null;
  const role = toRole(row.role);
  const member: Member = {
    userId: row.id,
    role,
    accountStatus: isStaffRole(role) ? APPROVED_ACCOUNT : accountStatusOf(row.company_status),
    tokenVersion: row.token_version,
    email: row.email,
    contactName: row.contact_name,
    activeCurrency: row.active_currency,
    companyId: row.company_id,
    companyName: row.company_name,
    countryId: row.country_id,
    portId: row.port_id,
    exportRegion: row.export_region,
    hasAccessBmsm: row.has_access_bmsm ?? false,
    hasIdirectAccess: row.has_idirect_access ?? false,
    dduShippingCompanyName: row.ddu_shipping_company_name,
    emails: row.emails?.length ? row.emails : [row.email],
    signInCount: row.sign_in_count,
    language: isLanguage(row.language) ? row.language : null,
    sessionId: row.session_id ?? '',
    sessionSecondFactor: toSecondFactor(row.session_second_factor),
  };
  if (row.session_write_lsn !== null) member.lastWriteLsn = row.session_write_lsn;
  if (options.pricing) member.pricingReference = options.pricing.parse(row.extra);
  if (typeof row.stock_version === 'string') member.stockVersion = row.stock_version;
  return member;
}

function toSecondFactor(method: string | null): SecondFactorMethod | null {
  return SECOND_FACTOR_METHODS.find((known) => known === method) ?? null;
}

function toRole(role: string): UserRole {
  return role === 'staff' || role === 'admin' ? role : 'customer';
}
