import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { InvoiceSummary } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/formats';
import { useAdminPurchaseInvoices, useInvoices, useIssueInvoice, useVoidInvoice } from '../api/invoices';
import { InvoicesTable, noInvoicesYet } from './invoices-table';

/**
 * The invoices of one purchase: on the dealer's deal page, or in the back office, where staff also
 * void an invoice and issue the proforma and the final one. `mayIssue`: the purchase's
 * allowedActions include 'invoice' (a cancelled purchase is not invoiced).
 */
export function PurchaseInvoices({
  viewer,
  purchaseId,
  mayIssue = true,
}: {
  viewer: 'dealer' | 'staff';
  purchaseId: number;
  mayIssue?: boolean;
}) {
  // Each side reads its own endpoint: one component per side, so each calls its hooks unconditionally.
  return viewer === 'staff' ? (
    <StaffInvoices purchaseId={purchaseId} mayIssue={mayIssue} />
  ) : (
    <DealerInvoices purchaseId={purchaseId} />
  );
}

function DealerInvoices({ purchaseId }: { purchaseId: number }) {
  return <InvoicesCard purchaseId={purchaseId} invoices={useInvoices(purchaseId)} />;
}

function StaffInvoices({ purchaseId, mayIssue }: { purchaseId: number; mayIssue: boolean }) {
  const { t, i18n } = useLingui();
  const invoices = useAdminPurchaseInvoices(purchaseId);
  const issue = useIssueInvoice(purchaseId);
  const voidInvoice = useVoidInvoice(purchaseId);
  const live = (invoices.data?.invoices ?? []).filter((invoice) => !invoice.voided);
  const hasFinal = live.some((invoice) => invoice.kind === 'final');
  return (
    <InvoicesCard
      purchaseId={purchaseId}
      invoices={invoices}
      pdfPath={(invoice) => `/admin/invoices/${invoice.id}/pdf`}
      actions={(invoice) => {
        // Staff may void an invoice nobody has paid, nor is paying (the invoice machine, on the server).
        if (!invoice.allowedActions.includes('void')) return false;
        const { number, companyName } = invoice;
        const total = formatMoney(i18n, invoice.currency, invoice.total);
        return (
          <ConfirmButton
            variant="link"
            size="sm"
            className="text-danger-700"
            disabled={voidInvoice.isPending}
            title={t`Void ${number}?`}
            description={
              invoice.kind === 'proforma'
                ? t`${companyName} will no longer owe the ${total} of this proforma invoice, and it can no longer be paid. It stays listed as void; a void invoice cannot be reopened, so issue a new one if the deal changed.`
                : t`${companyName} will no longer owe the ${total} of this final invoice, and it can no longer be paid. It stays listed as void; a void invoice cannot be reopened, so issue a new one if the deal changed.`
            }
            confirmLabel={t`Void invoice`}
            onConfirm={() => voidInvoice.mutate(invoice.id)}
          >
            <Trans>
              Void<span className="sr-only"> {number}</span>
            </Trans>
          </ConfirmButton>
        );
      }}
    >
      {issue.isError && <FormAlert>{issue.error.message}</FormAlert>}
      {voidInvoice.isError && <FormAlert>{voidInvoice.error.message}</FormAlert>}
      {invoices.isSuccess && mayIssue && (
        <div className="flex flex-wrap gap-2">
          {live.length === 0 && (
            <Button variant="secondary" onClick={() => issue.mutate('proforma')} disabled={issue.isPending}>
              <Trans>Issue proforma</Trans>
            </Button>
          )}
          {!hasFinal && (
            <Button onClick={() => issue.mutate('final')} disabled={issue.isPending}>
              <Trans>Issue final invoice</Trans>
            </Button>
          )}
        </div>
      )}
    </InvoicesCard>
  );
}

/** The card both sides share: the list (or "No invoices yet."), then what the side adds under it. */
function InvoicesCard<I extends InvoiceSummary>({
  purchaseId,
  invoices,
  pdfPath,
  actions,
  children,
}: {
  purchaseId: number;
  invoices: QueryLike<{ invoices: I[] }>;
  pdfPath?: (invoice: I) => string;
  actions?: (invoice: I) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <CardSection id={`purchase-${purchaseId}-invoices`} title={t`Invoices`} bodyClassName="mt-3 space-y-3">
      <QueryState query={invoices} loadingClassName="h-16 w-full" empty={noInvoicesYet(t`No invoices yet.`)}>
        {(data) => (
          <InvoicesTable
            invoices={data.invoices}
            caption={t`Invoices of this purchase`}
            showVehicle={false}
            pdfPath={pdfPath}
            actions={actions}
          />
        )}
      </QueryState>
      {children}
    </CardSection>
  );
}
