import { INVOICE_STATUS_LABELS } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = {
  due: 'brand',
  'part-paid': 'accent',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

/** Due, Part-paid, Paid, Overdue, or Void. */
export function InvoiceStatusBadge({ status, voided = false }: { status: string; voided?: boolean }) {
  const key = voided ? 'void' : status;
  return <Badge tone={tones[key] ?? 'neutral'}>{INVOICE_STATUS_LABELS[key] ?? key}</Badge>;
}
