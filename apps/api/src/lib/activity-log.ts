// The back office's activity log: every change a staff user makes is written, in the same
// transaction as the change, with who made it and the before/after of each field that changed. A
// service calls recordActivity(tx, actor, ...) next to its write; GET /api/admin/activity reads it.
import type { ActivityEntityType } from '@ibc/domain';
import type { DbOrTx } from '../db/client.ts';
import { activityLog } from '../db/schema.ts';

/** Who made a change: a signed-in staff user, or the system (a job, the CLI) with a name. */
export interface Actor {
  userId: number | null;
  email: string;
}

export const systemActor = (name: string): Actor => ({ userId: null, email: name });

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

type Comparable = Record<string, unknown>;

const normalise = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
};

/**
 * The fields whose value differs between two snapshots of a record (Dates compared as ISO text,
 * arrays and objects by their JSON). A field missing from one side counts as null.
 */
export function diffFields(
  before: Comparable | null,
  after: Comparable | null,
  ignore: string[] = [],
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const b = normalise(before?.[key]);
    const a = normalise(after?.[key]);
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

export interface ActivityEntry {
  /** One of ACTIVITY_ENTITY_TYPES: the page's Entity filter offers every one of them. */
  entityType: ActivityEntityType;
  entityId: string | number;
  /** 'created' | 'updated' | 'deleted' | 'approved' | 'accepted' | 'voided' | 'refused' | ... */
  action: string;
  /** What a person reads in the log: 'Toyota Aqua NHP10-1234567'. */
  summary: string;
  /** Snapshots before and after; only the fields that differ are stored. */
  before?: Comparable | null;
  after?: Comparable | null;
  /** Fields never logged (password hashes, updated_at). */
  ignore?: string[];
}

function rowOf(actor: Actor, entry: ActivityEntry, changes: FieldChanges) {
  return {
    actorUserId: actor.userId,
    actorEmail: actor.email,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    action: entry.action,
    summary: entry.summary.slice(0, 300),
    changes,
  };
}

/** Fields that say what an amount is in: kept with a changed amount even when they did not change. */
const CURRENCY_FIELDS = ['currency', 'negotiateCurrency'];
/** Amounts ('amount', 'basePrice', 'total', 'paid'), not their dates ('paidAt', 'paidOn'). */
const AMOUNT_FIELD = /^(?!.*(At|Date|On)$).*(amount|price|total|paid|balance|deposit)/i;

export function loggedChanges(entry: ActivityEntry): FieldChanges {
  const changes = diffFields(entry.before ?? null, entry.after ?? null, [
    'updatedAt',
    'passwordHash',
    ...(entry.ignore ?? []),
  ]);
  // 'Amount: 650,000 -> 600,000' says nothing without its currency: keep it as context (unchanged).
  if (Object.keys(changes).some((field) => AMOUNT_FIELD.test(field))) {
    for (const field of CURRENCY_FIELDS) {
      const value = entry.after?.[field] ?? entry.before?.[field];
      if (changes[field] === undefined && typeof value === 'string' && value !== '') {
        changes[field] = { before: value, after: value };
      }
    }
  }
  return changes;
}

/** Many log rows in one statement (a batch of an import), in the transaction of the change. */
export async function recordActivities(tx: DbOrTx, actor: Actor, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activityLog).values(entries.map((entry) => rowOf(actor, entry, loggedChanges(entry))));
}

/**
 * Writes one log row with the transaction of the change. An update that changed nothing writes
 * nothing and returns false.
 */
export async function recordActivity(tx: DbOrTx, actor: Actor, entry: ActivityEntry): Promise<boolean> {
  const changes = loggedChanges(entry);
  if (entry.action === 'updated' && Object.keys(changes).length === 0) return false;
  await tx.insert(activityLog).values(rowOf(actor, entry, changes));
  return true;
}
