// A person's refused step is a 409 with the machine's reason, and it is on the record: the activity
// log keeps a 'refused' row even though the step's own transaction rolled back.
import { INVOICE_MACHINE } from '@ibc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-app.ts';
import { activityLog } from '../db/schema.ts';
import { AppError, conflict } from './errors.ts';
import { decideStep, loggingRefusals, StepRefused } from './state-change.ts';

const facts = { pendingPayments: 0, confirmedPayments: 0, balanceDue: true };
const actor = { userId: null, email: 'sales@example.com' };

describe('deciding a step', () => {
  it('answers the state the machine names', () => {
    expect(decideStep(INVOICE_MACHINE, 'open', 'void', 'staff', facts)).toBe('void');
  });

  it('refuses with a 409 that says why', () => {
    const refuse = () =>
      decideStep(INVOICE_MACHINE, 'open', 'void', 'staff', { ...facts, pendingPayments: 1 });
    expect(refuse).toThrow(StepRefused);
    try {
      refuse();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as StepRefused).statusCode).toBe(409);
      expect((error as StepRefused).message).toMatch(/waits for confirmation/);
      expect((error as StepRefused).action).toBe('void');
    }
  });
});

describe.each(databaseKinds)('refused steps on the record (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  const rows = (entityId: string) =>
    database.db.select().from(activityLog).where(eq(activityLog.entityId, entityId));

  it('writes a refused row after the step rolled back, then lets the 409 go on', async () => {
    const entity = { entityType: 'invoice' as const, entityId: 'refused-1', summary: 'IBC-2026-000001' };
    await expect(
      loggingRefusals(database.db, actor, entity, () =>
        database.db.transaction(async () => {
          decideStep(INVOICE_MACHINE, 'void', 'void', 'staff', facts);
        }),
      ),
    ).rejects.toThrow('This invoice is already void.');
    const [row] = await rows('refused-1');
    expect(row).toMatchObject({
      action: 'refused',
      actorEmail: 'sales@example.com',
      summary: 'void refused: IBC-2026-000001: This invoice is already void.',
    });
  });

  it('writes nothing for a step that went ahead or failed for another reason', async () => {
    const entity = { entityType: 'invoice' as const, entityId: 'refused-2', summary: 'x' };
    expect(await loggingRefusals(database.db, actor, entity, async () => 'done')).toBe('done');
    await expect(
      loggingRefusals(database.db, actor, entity, async () => {
        throw conflict('Something else.');
      }),
    ).rejects.toThrow('Something else.');
    expect(await rows('refused-2')).toEqual([]);
  });
});
