import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  customerRejectSchema,
  type AccountStatus,
  type CustomerDetail,
  type CustomerReject,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogForm } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useApproveCustomer, useRejectCustomer } from '../api/customer-actions';
import { CustomerStatusBadge } from './customer-status-badge';
import { formatDate } from '../utils/format';

/** What the company's status means for its users, under the badge; nothing once it is approved. */
function StatusExplanation({ customer }: { customer: CustomerDetail }) {
  const { i18n } = useLingui();
  const signedUp = formatDate(i18n, customer.createdAt);
  const explanations: Readonly<Record<AccountStatus, ReactNode>> = {
    pending: (
      <p className="text-sm text-slate-700">
        <Trans>This company signed up on {signedUp} and sees no prices until it is approved.</Trans>
      </p>
    ),
    rejected: customer.reviewNote && (
      <p className="text-sm text-slate-700">
        <span className="font-semibold">
          <Trans>Reason given:</Trans>{' '}
        </span>
        {customer.reviewNote}
      </p>
    ),
    approved: null,
  };
  return explanations[customer.status];
}

/**
 * The decision on a sign-up: until it is approved the company's users see no
 * prices. Either way the applicant is e-mailed; a rejection tells them the reason. The buttons are
 * the review steps the server allows now (`allowedActions`): a rejected company may still be
 * approved on a second look; an approved one has none.
 */
export function ReviewActions({ customer }: { customer: CustomerDetail }) {
  const may = (action: CustomerDetail['allowedActions'][number]) => customer.allowedActions.includes(action);
  const { t, i18n } = useLingui();
  const approve = useApproveCustomer(customer.id);
  const [rejecting, setRejecting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const reviewedOn = customer.reviewedAt ? formatDate(i18n, customer.reviewedAt) : null;

  const onApprove = () => {
    setNotice(null);
    approve.mutate(undefined, {
      onSuccess: () => setNotice(t`Approved. The customer now sees prices and has been e-mailed.`),
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <CustomerStatusBadge status={customer.status} />
        {reviewedOn && (
          <span className="text-sm text-slate-600">
            <Trans>Decided on {reviewedOn}</Trans>
          </span>
        )}
      </div>
      <StatusExplanation customer={customer} />
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {approve.isError && <FormAlert>{approve.error.message}</FormAlert>}
      {customer.allowedActions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {may('approve') && (
            <Button onClick={onApprove} disabled={approve.isPending}>
              {approve.isPending ? t`Approving…` : t`Approve`}
            </Button>
          )}
          {may('reject') && (
            <Button variant="secondary" onClick={() => setRejecting(true)}>
              <Trans>Reject</Trans>
            </Button>
          )}
        </div>
      )}
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        {rejecting && (
          <RejectDialog
            customer={customer}
            onDone={() => {
              setRejecting(false);
              setNotice(t`Rejected. The applicant has been e-mailed the reason.`);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function RejectDialog({ customer, onDone }: { customer: CustomerDetail; onDone: () => void }) {
  const { t } = useLingui();
  const { name } = customer;
  const reject = useRejectCustomer(customer.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CustomerReject>({
    resolver: zodResolver(customerRejectSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await reject.mutateAsync(reason);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <DialogForm
      title={t`Reject ${name}`}
      description={t`Its users keep seeing the stock without prices and cannot send offers. The applicant is e-mailed this reason; you can still approve the company later.`}
      formError={formError}
      onSubmit={onSubmit}
    >
      <Field label={t`Reason`} error={errors.reason?.message} required>
        <Textarea rows={4} {...form.register('reason')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Rejecting…` : t`Reject sign-up`}
        </Button>
      </div>
    </DialogForm>
  );
}
