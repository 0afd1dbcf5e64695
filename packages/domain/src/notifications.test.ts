import { describe, expect, it } from 'vitest';
import { DEALER_NOTIFICATION_KINDS, isNotificationKind, NOTIFICATION_KIND_LABELS } from './notifications.ts';

describe('notification kinds', () => {
  it('knows every dealer and staff kind, and nothing else', () => {
    expect(isNotificationKind('offer-countered')).toBe(true);
    expect(isNotificationKind('payment-recorded')).toBe(true);
    expect(isNotificationKind('toString')).toBe(false);
    expect(isNotificationKind('unknown')).toBe(false);
  });

  it('labels each kind for the e-mail settings in My Profile', () => {
    for (const kind of Object.keys(DEALER_NOTIFICATION_KINDS)) {
      expect(NOTIFICATION_KIND_LABELS[kind as keyof typeof NOTIFICATION_KIND_LABELS]).toMatch(/\w/);
    }
  });
});
