import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { OUTBOX_STATUSES, UNDELIVERABLE_MAIL, type OutboxStatus } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/formats';
import { OUTBOX_STATUS_MESSAGES } from '@/lib/state-words';
import { useOutbox } from '../api/get-outbox';
import { useResendOutboxMail } from '../api/resend-outbox-mail';

const STATUS_TONES: Readonly<Record<OutboxStatus, BadgeTone>> = {
  dead: 'danger',
  pending: 'accent',
  sending: 'brand',
  sent: 'success',
};
const isStatus = (value: string): value is OutboxStatus =>
  (OUTBOX_STATUSES as readonly string[]).includes(value);

/**
 * /admin/outbox?status=: the sales team's view of the mail the site sends (mail that could
 * not be delivered is "visible to staff", with the reason, and can be sent again once the cause is
 * fixed). It opens on the undeliverable mail; the status chosen is kept in the address.
 */
export default function OutboxPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status') ?? UNDELIVERABLE_MAIL;
  const status: OutboxStatus | 'all' = isStatus(asked) ? asked : 'all';
  const outbox = useOutbox(status === 'all' ? undefined : status);
  const resend = useResendOutboxMail();
  const items = outbox.data ?? [];
  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Mail outbox`}
        description={t`Offers, enquiries and checklists the site e-mails. Undeliverable mail shows why it failed; queue it again once the address or the mail server is fixed.`}
      />
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-700">
        <Trans>Status</Trans>
        <Select
          value={status}
          onChange={(event) => setSearch({ status: event.target.value }, { replace: true })}
        >
          {OUTBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {i18n._(OUTBOX_STATUS_MESSAGES[value])}
            </option>
          ))}
          <option value="all">
            <Trans>All mail</Trans>
          </option>
        </Select>
      </label>
      {resend.isSuccess && (
        <p role="status" className="text-sm font-medium text-success-700">
          {resend.data.message}
        </p>
      )}
      {resend.isError && <FormAlert>{resend.error.message}</FormAlert>}
      <QueryState
        query={outbox}
        loadingClassName="h-48 w-full"
        errorText={(error) => (
          <>
            {error instanceof ApiError && error.status === 403
              ? t`The mail outbox is for the sales team only.`
              : error.message}
          </>
        )}
        empty={{
          when: () => items.length === 0,
          title: status === UNDELIVERABLE_MAIL ? t`No undeliverable mail.` : t`No mail here.`,
          description:
            status === UNDELIVERABLE_MAIL
              ? t`Every e-mail the site sent has been delivered or is still on its way.`
              : '',
        }}
      >
        {() => (
          <DataTable
            caption={t`E-mails`}
            data={items}
            getRowId={(item) => String(item.id)}
            rowProps={() => ({ className: 'align-top' })}
            columns={[
              {
                id: 'queued',
                header: t`Queued`,
                className: 'whitespace-nowrap text-slate-600 tabular-nums',
                cell: (item) => formatDate(i18n, item.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
              },
              {
                id: 'to',
                header: t({ message: 'To', context: 'recipient' }),
                className: 'break-all',
                cell: (item) => item.to.join(', '),
              },
              {
                id: 'subject',
                header: t`Subject`,
                className: 'min-w-64 text-slate-900',
                cell: ({ subject, attempts, lastError }) => (
                  <>
                    {subject}
                    {lastError && (
                      <p className="mt-1 text-xs text-danger-700">
                        <Plural
                          value={attempts}
                          one={`After # attempt: ${lastError}`}
                          other={`After # attempts: ${lastError}`}
                        />
                      </p>
                    )}
                  </>
                ),
              },
              {
                id: 'status',
                header: t`Status`,
                cell: (item) => (
                  <Badge tone={STATUS_TONES[item.status]}>
                    {i18n._(OUTBOX_STATUS_MESSAGES[item.status])}
                  </Badge>
                ),
              },
            ]}
            rowActions={(item) => {
              const { subject } = item;
              return (
                item.allowedActions.includes('resend') && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={resend.isPending && resend.variables === item.id}
                    onClick={() => resend.mutate(item.id)}
                    aria-label={t`Send again: ${subject}`}
                  >
                    {resend.isPending && resend.variables === item.id ? t`Please wait...` : t`Send again`}
                  </Button>
                )
              );
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
