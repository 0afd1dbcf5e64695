import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AWAITING_REVIEW,
  formatWholeNumber,
  UNDELIVERABLE_MAIL,
  VEHICLE_STATUSES,
  type ActivityEntry,
  type DashboardFigures,
  type VehicleStatus,
} from '@ibc/domain';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/formats';
import { entityText } from '@/lib/record-words';
import { vehicleStatusText } from '@/lib/state-words';
import { useDashboard } from '../api/get-dashboard';

const count = formatWholeNumber;

interface Figure {
  /** A stable key of the figure (its label in English). */
  key: string;
  label: string;
  value: number;
  /** What the number means, in a line. */
  detail: string;
  /** The page that acts on it; none while that page does not exist yet. */
  to?: string;
  /** Draws the eye when the figure is work waiting (more than zero). */
  attention?: boolean;
}

function FigureCard({ figure }: { figure: Figure }) {
  const needsWork = figure.attention === true && figure.value > 0;
  const body = (
    <>
      <span className="block text-sm font-medium text-slate-600">{figure.label}</span>
      <span
        className={cn(
          'tabular mt-1 block text-3xl font-bold tracking-tight',
          needsWork ? 'text-accent-700' : 'text-brand-900',
        )}
      >
        {count(figure.value)}
      </span>
      <span className="mt-1 block text-xs text-slate-500">{figure.detail}</span>
    </>
  );
  const card = 'block h-full rounded-lg border bg-white p-4 shadow-sm';
  return (
    <li>
      {figure.to ? (
        <Link
          to={figure.to}
          className={cn(
            card,
            'transition-colors hover:border-brand-400 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600',
            needsWork ? 'border-accent-300' : 'border-slate-200',
          )}
        >
          {body}
        </Link>
      ) : (
        <div className={cn(card, needsWork ? 'border-accent-300' : 'border-slate-200')}>{body}</div>
      )}
    </li>
  );
}

function FigureGroup({ id, title, figures }: { id: string; title: string; figures: Figure[] }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </ul>
    </section>
  );
}

/** What each vehicle status means for the stock, in a line. */
const STOCK_DETAILS: Readonly<Record<VehicleStatus, MessageDescriptor>> = {
  available: msg`For sale in the member search`,
  reserved: msg`Still shown, marked as reserved`,
  sold: msg`No longer in the search`,
  withdrawn: msg`Taken off sale`,
};

function stockFigures(i18n: I18n, f: DashboardFigures): Figure[] {
  return [
    ...VEHICLE_STATUSES.map((status) => ({
      key: status,
      label: vehicleStatusText(i18n, status),
      value: f.vehicles[status],
      detail: i18n._(STOCK_DETAILS[status]),
      to: `/admin/stock?status=${status}`,
    })),
    {
      key: 'listed-this-week',
      label: i18n._(msg`Listed this week`),
      value: f.listedThisWeek,
      detail: i18n._(msg`Listed in the last 7 days, any status`),
      // The stock table lists the newest listings first.
      to: '/admin/stock',
    },
  ];
}

function waitingFigures(i18n: I18n, f: DashboardFigures): Figure[] {
  return [
    {
      key: 'pending-sign-ups',
      label: i18n._(msg`Sign-ups waiting approval`),
      value: f.pendingSignUps,
      detail: i18n._(msg`They see no prices until approved`),
      to: `/admin/customers?status=${AWAITING_REVIEW}`,
      attention: true,
    },
    {
      key: 'offers-awaiting-answer',
      label: i18n._(msg`Offers waiting an answer`),
      value: f.offersAwaitingAnswer,
      detail: i18n._(msg`Sent by dealers, not answered yet`),
      to: '/admin/offers',
      attention: true,
    },
    {
      key: 'undeliverable-mail',
      label: i18n._(msg`Undeliverable mail`),
      value: f.undeliverableMail,
      detail: i18n._(msg`E-mails the site gave up sending`),
      to: `/admin/outbox?status=${UNDELIVERABLE_MAIL}`,
      attention: true,
    },
  ];
}

const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replaceAll('-', ' ');

function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0)
    return (
      <EmptyState
        title={t`No activity yet.`}
        description={t`Changes made in the back office are listed here.`}
      />
    );
  return (
    <DataTable
      caption={t`Latest activity`}
      data={entries}
      getRowId={(entry) => String(entry.id)}
      columns={[
        {
          id: 'when',
          header: t`When`,
          className: 'tabular whitespace-nowrap text-slate-600',
          cell: (entry) => formatDate(i18n, entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
        },
        { id: 'who', header: t`Who`, className: 'break-all', cell: (entry) => entry.actorEmail },
        {
          id: 'what',
          header: t`What`,
          cell: (entry) => (
            <>
              <span className="text-xs font-semibold text-slate-500 uppercase">
                {entityText(i18n, entry.entityType)}
              </span>{' '}
              {entry.summary}
            </>
          ),
        },
        {
          id: 'action',
          header: t`Action`,
          className: 'whitespace-nowrap',
          cell: (entry) => actionLabel(entry.action),
        },
      ]}
    />
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** /admin: what needs the sales team today, counted live, and what was changed last. */
export default function DashboardPage() {
  const { t, i18n } = useLingui();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const countedAt = data ? formatDate(i18n, data.countedAt, { timeStyle: 'short' }) : '';
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Dashboard`}
        description={
          data
            ? t`Stock, sign-ups, offers and mail, counted from the database at ${countedAt}. Select a figure to open the page that acts on it.`
            : t`Stock, sign-ups, offers and mail, counted from the database.`
        }
      />
      <QueryState query={dashboard} loadingClassName="h-72 w-full">
        {(data) => (
          <>
            <FigureGroup
              id="dashboard-waiting"
              title={t`Waiting for the sales team`}
              figures={waitingFigures(i18n, data.figures)}
            />
            <FigureGroup id="dashboard-stock" title={t`Stock`} figures={stockFigures(i18n, data.figures)} />
            <Section
              id="dashboard-activity"
              title={t`Latest activity`}
              action={
                <Link to="/admin/activity" className="text-sm font-medium text-brand-700 hover:underline">
                  <Trans>Open the activity log</Trans>
                </Link>
              }
            >
              <RecentActivity entries={data.recentActivity} />
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}
