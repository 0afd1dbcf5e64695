import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ACCOUNT_STATUSES,
  AWAITING_REVIEW,
  CUSTOMERS_PAGE_SIZE,
  type AccountStatus,
  type CustomerListItem,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import type { DataColumn } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { ExportDownloads } from '@/components/export-downloads';
import { PageHeader } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { cn } from '@/lib/cn';
import { pageFrom } from '@/lib/paging';
import { ACCOUNT_STATUS_MESSAGES } from '@/lib/state-words';
import { useCustomers, type CustomerListParams } from '../api/get-customers';
import { CustomerStatusBadge } from '../components/customer-status-badge';
import { formatDate } from '../utils/format';

type StatusFilter = AccountStatus | 'all';

const customerColumns = (i18n: I18n): DataColumn<CustomerListItem>[] => [
  {
    id: 'company',
    header: i18n._(msg`Company`),
    cell: (item) => (
      <Link to={`/admin/customers/${item.id}`} className="font-medium text-brand-700 hover:underline">
        {item.name}
      </Link>
    ),
  },
  { id: 'country', header: i18n._(msg`Country`), cell: (item) => item.countryName },
  { id: 'status', header: i18n._(msg`Status`), cell: (item) => <CustomerStatusBadge status={item.status} /> },
  {
    id: 'users',
    header: i18n._(msg`Users`),
    align: 'end',
    className: 'tabular',
    cell: (item) => item.usersCount,
  },
  {
    id: 'signedUp',
    header: i18n._(msg`Signed up`),
    className: 'tabular whitespace-nowrap',
    cell: (item) => formatDate(i18n, item.createdAt),
  },
];

const FILTERS: ReadonlyArray<{ value: StatusFilter; label: MessageDescriptor }> = [
  ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: ACCOUNT_STATUS_MESSAGES[status] })),
  { value: 'all', label: msg`All customers` },
];

/** The list state lives in the URL (?status&q&page), so a view can be bookmarked and shared. */
function readParams(search: URLSearchParams): { filter: StatusFilter; params: CustomerListParams } {
  const raw = search.get('status');
  // Sign-ups waiting for a decision are the day's work: the list opens on them.
  const filter: StatusFilter =
    raw === 'all' || (ACCOUNT_STATUSES as readonly string[]).includes(raw ?? '')
      ? (raw as StatusFilter)
      : AWAITING_REVIEW;
  const page = pageFrom(search.get('page'));
  const q = search.get('q')?.trim() ?? '';
  return { filter, params: { page, q, ...(filter === 'all' ? {} : { status: filter }) } };
}

/** The export of the companies the list shows: its status and search, every page. */
function customersExportPath({ status, q }: CustomerListParams): string {
  const query = new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}) }).toString();
  return `/admin/customers/export${query ? `?${query}` : ''}`;
}

/** /admin/customers: every dealer company, sign-ups waiting for approval first. */
export default function CustomersPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const { filter, params } = readParams(search);
  const customers = useCustomers(params);
  const [text, setText] = useState(params.q ?? '');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || null, page: null });
  };

  const data = customers.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Customers`}
        description={t`Dealer companies and their users. Approve new sign-ups so they see prices; edit a company's details, currency accounts and users.`}
        actions={<ExportDownloads path={customersExportPath(params)} name="customers" />}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label={t`Status`} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => update({ status: value === AWAITING_REVIEW ? null : value, page: null })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium hover:text-slate-900',
                filter === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
              )}
            >
              {i18n._(label)}
              {/* The space keeps the count a separate word of the button's accessible name. */}
              {value === AWAITING_REVIEW && data && ' '}
              {value === AWAITING_REVIEW && data && (
                <span className="tabular ms-0.5 rounded-full bg-accent-700 px-1.5 text-xs font-semibold text-white">
                  {data.pendingCount}
                </span>
              )}
            </button>
          ))}
        </div>
        <form role="search" onSubmit={onSearch} className="flex w-full gap-2 sm:w-auto">
          <Input
            type="search"
            aria-label={t`Search customers`}
            placeholder={t`Company name or user e-mail`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="sm:w-72"
          />
          <Button type="submit" variant="secondary">
            <Trans>Search</Trans>
          </Button>
        </form>
      </div>
      <QueryTable
        query={customers}
        rows="items"
        loadingClassName="h-64 w-full"
        empty={{
          title: params.q
            ? t`No customer matches this search.`
            : filter === AWAITING_REVIEW
              ? t`No sign-ups are waiting for approval.`
              : t`No customers here.`,
        }}
        caption={t`Customers`}
        columns={customerColumns(i18n)}
        getRowId={(item) => String(item.id)}
        paged={{
          onPage: (page) => update({ page: page === 1 ? null : String(page) }),
          pageSize: CUSTOMERS_PAGE_SIZE,
        }}
      />
    </div>
  );
}
