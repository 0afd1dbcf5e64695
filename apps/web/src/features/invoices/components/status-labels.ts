import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The words of each invoice status (the domain's INVOICE_STATUS_LABELS), in the reader's language. */
export const INVOICE_STATUS_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  due: msg({ message: 'Due', context: 'invoice status' }),
  'part-paid': msg`Part-paid`,
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  overdue: msg`Overdue`,
  void: msg({ message: 'Void', context: 'invoice status' }),
};
