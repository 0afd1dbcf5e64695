import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { NotificationDto } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { QueryTable } from '@/components/ui/query-table';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/formats';
import { useAddressPage } from '@/lib/use-address-page';
import { useMarkRead, useNotificationPage } from '../api/notifications';

/** 20 a page: a dealer's month of answers and shipping steps. */
const PAGE_SIZE = 20;

/**
 * Every notification of the signed-in user, newest first, a page at a time in the shared table (the
 * page number is in the address, so Back and a bookmark return to it). Opening one marks it read.
 * /my-account/notifications for dealers, /admin/notifications for staff.
 */
export function NotificationTable({ emptyText }: { emptyText: string }) {
  const { t, i18n } = useLingui();
  const { page, onPage } = useAddressPage();
  const list = useNotificationPage(page, PAGE_SIZE);
  const markRead = useMarkRead();
  const open = (item: NotificationDto) => {
    if (item.readAt === null) markRead.mutate(item.id);
  };
  return (
    <div className="space-y-3">
      {list.data && list.data.unread > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" role="status">
            {t`${plural(list.data.unread, { one: '# unread notification', other: '# unread notifications' })}`}
          </p>
          <Button
            size="sm"
            variant="secondary"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate('all')}
          >
            <Trans>Mark all as read</Trans>
          </Button>
        </div>
      )}
      <QueryTable
        query={list}
        rows="items"
        loadingClassName="h-40 w-full"
        empty={{ title: t`No notifications yet.`, description: emptyText }}
        caption={t`Your notifications`}
        stacked
        busy={list.isPlaceholderData}
        paged={{
          onPage,
          pageSize: PAGE_SIZE,
        }}
        getRowId={(item) => String(item.id)}
        rowProps={(item) => (item.readAt === null ? { className: 'bg-accent-50/60' } : {})}
        columns={[
          {
            id: 'notification',
            header: t`Notification`,
            label: t`Notification`,
            rowHeader: true,
            cell: (item) => {
              const unread = item.readAt === null;
              const title = (
                <span className={cn(unread ? 'font-semibold text-brand-900' : 'text-slate-800')}>
                  {unread && (
                    <span className="sr-only">
                      <Trans>Unread:</Trans>{' '}
                    </span>
                  )}
                  {item.title}
                </span>
              );
              return (
                <>
                  {item.link ? (
                    <Link to={item.link} onClick={() => open(item)} className="hover:underline">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                  {item.body && (
                    <span className="mt-0.5 block text-xs whitespace-pre-line text-slate-600">
                      {item.body}
                    </span>
                  )}
                </>
              );
            },
          },
          {
            id: 'received',
            header: t`Received`,
            label: t`Received`,
            className: 'whitespace-nowrap tabular-nums text-slate-600',
            cell: (item) => (
              <time dateTime={item.createdAt}>
                {formatDate(i18n, item.createdAt, {
                  day: 'numeric',
                  month: 'short',
                  year: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                })}
              </time>
            ),
          },
          {
            id: 'read',
            header: t`Status`,
            label: t`Status`,
            cell: (item) =>
              item.readAt === null ? (
                <Button size="sm" variant="secondary" onClick={() => open(item)}>
                  <Trans>Mark as read</Trans>
                </Button>
              ) : (
                <span className="text-xs text-slate-500">
                  <Trans context="notification status">Read</Trans>
                </span>
              ),
          },
        ]}
      />
    </div>
  );
}
