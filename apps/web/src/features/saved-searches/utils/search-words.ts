import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeSavedSearch, type AlertFrequency } from '@ibc/domain';

/** The domain's ALERT_FREQUENCY_LABELS, as messages. */
export const ALERT_FREQUENCY_MESSAGES: Readonly<Record<AlertFrequency, MessageDescriptor>> = {
  instant: msg({ message: 'Instant', comment: 'Saved-search alert frequency' }),
  daily: msg({ message: 'Daily digest', comment: 'Saved-search alert frequency' }),
  off: msg({ message: 'Off', comment: 'Saved-search alert frequency' }),
};

/**
 * What a saved search looks for, in one line in the reader's language (the domain's
 * describeSavedSearch): 'Toyota Aqua · 2015–2020 · up to 80,000 km'.
 */
export function describeSearch(i18n: I18n, filter: Parameters<typeof describeSavedSearch>[0]): string {
  return describeSavedSearch(filter, {
    from: (value) => i18n._(msg`from ${value}`),
    upTo: (value) => i18n._(msg`up to ${value}`),
    grade: (n) => i18n._(msg`grade ${n}`),
    leftHandDrive: i18n._(msg`left-hand drive`),
    rightHandDrive: i18n._(msg`right-hand drive`),
    allVehicles: i18n._(msg`All vehicles`),
  });
}
