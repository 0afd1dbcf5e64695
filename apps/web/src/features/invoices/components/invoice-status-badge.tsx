import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { INVOICE_STATUS_MESSAGES } from '@/lib/state-words';

const tones: Record<string, BadgeTone> = {
  due: 'brand',
  'part-paid': 'accent',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

/** Due, Part-paid, Paid, Overdue, or Void. */
export function InvoiceStatusBadge({ status, voided = false }: { status: string; voided?: boolean }) {
  const { i18n } = useLingui();
  const key = voided ? 'void' : status;
  const label = INVOICE_STATUS_MESSAGES[key];
  return <Badge tone={tones[key] ?? 'neutral'}>{label ? i18n._(label) : key}</Badge>;
}
