import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { NotificationDto } from '@ibc/domain';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/formats';
import { useMarkRead } from '../api/notifications';

/** Notifications, newest first; unread ones stand out, and opening one marks it read. */
export function NotificationItems({ items, onOpen }: { items: NotificationDto[]; onOpen?: () => void }) {
  const { i18n } = useLingui();
  const markRead = useMarkRead();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const unread = item.readAt === null;
        const content = (
          <>
            <span className={cn('block text-sm', unread ? 'font-semibold text-brand-900' : 'text-slate-700')}>
              {unread && (
                <span className="sr-only">
                  <Trans>Unread:</Trans>{' '}
                </span>
              )}
              {item.title}
            </span>
            {item.body && (
              <span className="mt-0.5 block text-xs whitespace-pre-line text-slate-600">{item.body}</span>
            )}
            <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-slate-600">
              {formatDate(i18n, item.createdAt, {
                day: '2-digit',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
              })}
            </time>
          </>
        );
        const open = () => {
          if (unread) markRead.mutate(item.id);
          onOpen?.();
        };
        return (
          <li key={item.id} className={cn('flex gap-2 px-3 py-2.5', unread && 'bg-accent-50/60')}>
            <span
              aria-hidden
              className={cn(
                'mt-1.5 size-2 shrink-0 rounded-full',
                unread ? 'bg-accent-600' : 'bg-transparent',
              )}
            />
            {item.link ? (
              <Link to={item.link} onClick={open} className="min-w-0 flex-1 hover:underline">
                {content}
              </Link>
            ) : (
              <button type="button" onClick={open} className="min-w-0 flex-1 text-start">
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
