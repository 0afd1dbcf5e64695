// Every status column of the trade holds only its machine's states: the database refuses a state the
// domain's table does not know, whatever code writes it, and its lists are the domain's own.
import { sql } from 'drizzle-orm';
import {
  ACCOUNT_STATUSES,
  INVOICE_STATES,
  LANGUAGES,
  OFFER_STATES,
  OUTBOX_STATUSES,
  PAYMENT_STATES,
  PURCHASE_STATES,
  VEHICLE_STATUSES,
} from '@ibc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, insertReferenceData, resetFixtureCache } from '../../test/helpers/fixtures.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-app.ts';
import { queryRows } from './client.ts';

const CHECKS: [constraint: string, states: readonly string[]][] = [
  ['companies_status_check', ACCOUNT_STATUSES],
  ['users_language_check', LANGUAGES],
  ['vehicles_status_check', VEHICLE_STATUSES],
  ['offers_status_check', OFFER_STATES],
  ['email_outbox_status_check', OUTBOX_STATUSES],
  ['purchases_stage_check', PURCHASE_STATES],
  ['purchase_stages_stage_check', PURCHASE_STATES],
  ['invoices_status_check', INVOICE_STATES],
  ['payments_status_check', PAYMENT_STATES],
];

describe.each(databaseKinds)('status columns hold their machine states (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    resetFixtureCache();
    database = await createTestDatabase(kind);
    await insertReferenceData(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it.each(CHECKS)('%s lists exactly the domain states', async (constraint, states) => {
    const [row] = await queryRows<{ definition: string }>(
      database.db,
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint}`,
    );
    const listed = [...(row?.definition ?? '').matchAll(/'([^']+)'::text/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...states].sort());
  });

  it('refuses a state no machine knows', async () => {
    const vehicle = await createVehicle(database.db);
    await expect(
      database.db.execute(sql`update vehicles set status = 'on-hold' where id = ${vehicle.id}`),
    ).rejects.toThrow();
  });
});
