import { OverdueInvoices } from '@/features/invoices/components/overdue-invoices';
import { AdminPaymentsView } from '@/features/payments/routes/admin-payments-page';

/** /admin/payments: payments to confirm (payments), then the overdue invoices (invoices). */
export default function AdminPaymentsPage() {
  return <AdminPaymentsView more={<OverdueInvoices />} />;
}
