import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityEntityType } from '@ibc/domain';

// The back office's words for the kinds of record it logs and counts (the activity log, the
// dashboard): in the admin catalogue (lingui.config.ts), as only the back office draws them. Their
// states' words are in state-words.ts.

/** The words of the domain's activity entity types (ACTIVITY_ENTITY_LABELS). */
const ENTITY_TEXT: Readonly<Record<ActivityEntityType, MessageDescriptor>> = {
  vehicle: msg`Vehicle`,
  company: msg`Customer`,
  user: msg`User`,
  'forex-rate': msg`Forex rate`,
  voyage: msg`Voyage`,
  announcement: msg`Announcement`,
  offer: msg({ message: 'Offer', context: 'noun' }),
  purchase: msg`Purchase`,
  invoice: msg`Invoice`,
  payment: msg`Payment`,
  document: msg`Document`,
  mail: msg`E-mail`,
};

/** A logged record's type in words; a type the list does not know reads as written. */
export function entityText(i18n: I18n, type: string): string {
  const text = (ENTITY_TEXT as Readonly<Partial<Record<string, MessageDescriptor>>>)[type];
  return text ? i18n._(text) : type;
}
