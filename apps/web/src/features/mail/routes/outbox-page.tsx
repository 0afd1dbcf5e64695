import { useSearchParams } from 'react-router';
import {
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  UNDELIVERABLE_MAIL,
  type OutboxItem,
  type OutboxStatus,
} from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { useResendOutboxMail } from '../api/resend-outbox-mail';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

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
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status') ?? UNDELIVERABLE_MAIL;
  const status: OutboxStatus | 'all' = isStatus(asked) ? asked : 'all';
  const outbox = useOutbox(status === 'all' ? undefined : status);
  const resend = useResendOutboxMail();
  const items = outbox.data ?? [];
  return (
    <div className="space-y-5">
      <PageHeader
        title="Mail outbox"
        description="Offers, enquiries and checklists the site e-mails. Undeliverable mail shows why it failed; queue it again once the address or the mail server is fixed."
      />
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-700">
        Status
        <Select
          value={status}
          onChange={(event) => setSearch({ status: event.target.value }, { replace: true })}
        >
          {OUTBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {OUTBOX_STATUS_LABELS[value]}
            </option>
          ))}
          <option value="all">All mail</option>
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
              ? 'The mail outbox is for the sales team only.'
              : error.message}
          </>
        )}
        empty={{
          when: () => items.length === 0,
          title: status === UNDELIVERABLE_MAIL ? 'No undeliverable mail.' : 'No mail here.',
          description:
            status === UNDELIVERABLE_MAIL
              ? 'Every e-mail the site sent has been delivered or is still on its way.'
              : '',
        }}
      >
        {() => (
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">E-mails</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Queued
                  </th>
                  <th scope="col" className="px-3 py-2">
                    To
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item) => (
                  <OutboxRow
                    key={item.id}
                    item={item}
                    resending={resend.isPending && resend.variables === item.id}
                    onResend={() => resend.mutate(item.id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </div>
  );
}

function OutboxRow({
  item,
  resending,
  onResend,
}: {
  item: OutboxItem;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <tr className="align-top">
      <td className="px-3 py-2 whitespace-nowrap text-slate-600 tabular-nums">
        {dateFormat.format(new Date(item.createdAt))}
      </td>
      <td className="px-3 py-2 break-all text-slate-800">{item.to.join(', ')}</td>
      <td className="px-3 py-2 text-slate-900">
        {item.subject}
        {item.lastError && (
          <p className="mt-1 text-xs text-danger-700">
            After {item.attempts} {item.attempts === 1 ? 'attempt' : 'attempts'}: {item.lastError}
          </p>
        )}
      </td>
      <td className="px-3 py-2">
        <Badge tone={STATUS_TONES[item.status]}>{OUTBOX_STATUS_LABELS[item.status]}</Badge>
      </td>
      <td className="px-3 py-2 text-right">
        {item.allowedActions.includes('resend') && (
          <Button
            size="sm"
            variant="secondary"
            disabled={resending}
            onClick={onResend}
            aria-label={`Send again: ${item.subject}`}
          >
            {resending ? 'Please wait...' : 'Send again'}
          </Button>
        )}
      </td>
    </tr>
  );
}
