import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ENTITY_LABELS,
  ACTIVITY_ENTITY_TYPES,
  activityEntityLabel,
  activityExportQuerySchema,
  activityQuerySchema,
} from './back-office.ts';

describe('the activity log contract', () => {
  it('names every kind of record the log writes, money included', () => {
    expect(Object.keys(ACTIVITY_ENTITY_LABELS)).toEqual([...ACTIVITY_ENTITY_TYPES]);
    expect(ACTIVITY_ENTITY_TYPES.map(activityEntityLabel)).toEqual(
      expect.arrayContaining(['Offer', 'Purchase', 'Invoice', 'Payment', 'Document', 'E-mail']),
    );
    expect(activityEntityLabel('company')).toBe('Customer');
    expect(activityEntityLabel('something-old')).toBe('something-old');
  });

  it('reads the same filters for a page and for the CSV export, which has no paging', () => {
    expect(activityQuerySchema.parse({ entityType: 'payment' })).toEqual({
      entityType: 'payment',
      page: 1,
      pageSize: 50,
    });
    expect(activityExportQuerySchema.parse({ entityType: 'invoice', page: '2' })).toEqual({
      entityType: 'invoice',
    });
    const backwards = { from: '2026-03-04T00:00:00Z', to: '2026-03-01T00:00:00Z' };
    for (const schema of [activityQuerySchema, activityExportQuerySchema]) {
      const result = schema.safeParse(backwards);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['to'],
        message: 'The end of the period must be after its start.',
      });
      expect(schema.safeParse({ from: backwards.to, to: backwards.from }).success).toBe(true);
    }
  });
});
