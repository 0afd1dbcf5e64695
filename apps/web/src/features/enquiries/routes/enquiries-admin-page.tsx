import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { ENQUIRY_KINDS, describeSavedSearch, parseSearchQuery, type EnquiryKind } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { FilterPills } from '@/components/ui/filter-pills';
import { Page } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { formatDate } from '@/lib/formats';
import { useStaffEnquiries } from '../api/get-staff-enquiries';

const isKind = (value: string | null): value is EnquiryKind =>
  value !== null && (ENQUIRY_KINDS as string[]).includes(value);

/** The domain's ENQUIRY_KIND_LABELS, as messages. */
const KIND_LABELS: Readonly<Record<EnquiryKind, MessageDescriptor>> = {
  sourcing: msg`Sourcing request`,
  contact: msg`Contact form`,
  'email-checklist': msg`E-mailed checklist`,
  kap: msg`Price enquiry (KAP)`,
};

const FILTERS = [
  { value: undefined, label: msg`All enquiries` },
  ...ENQUIRY_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
];

/** /admin/enquiries: sourcing requests, contact messages and e-mailed checklists. */
export default function EnquiriesAdminPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind = isKind(raw) ? raw : undefined;
  const enquiries = useStaffEnquiries(kind);
  return (
    <Page
      title={t`Enquiries`}
      description={t`What dealers and visitors asked the sales team, newest first. Sourcing requests come from 'Alert me when it arrives' on an empty search: open the search to see what they looked for, and reply by e-mail.`}
    >
      <FilterPills
        label={t`Enquiry filters`}
        options={FILTERS.map((filter) => ({ value: filter.value, label: i18n._(filter.label) }))}
        value={kind}
        onChange={(value) => setParams(value ? { kind: value } : {})}
      />
      <QueryTable
        query={enquiries}
        rows="enquiries"
        loadingClassName="h-40 w-full"
        empty={{
          title: t`No enquiries here yet.`,
          description: t`New enquiries appear here as they arrive.`,
        }}
        caption={t`Enquiries`}
        stacked
        getRowId={(enquiry) => String(enquiry.id)}
        columns={[
          {
            id: 'received',
            header: t`Received`,
            label: t`Received`,
            className: 'whitespace-nowrap tabular-nums',
            cell: (enquiry) => (
              <>
                {formatDate(i18n, enquiry.createdAt, {
                  day: 'numeric',
                  month: 'short',
                  year: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                })}
                <span className="block text-xs text-slate-500">#{enquiry.id}</span>
              </>
            ),
          },
          {
            id: 'kind',
            header: t`Kind`,
            label: t`Kind`,
            cell: (enquiry) => (
              <Badge tone={enquiry.kind === 'sourcing' ? 'accent' : 'neutral'}>
                {isKind(enquiry.kind) ? i18n._(KIND_LABELS[enquiry.kind]) : enquiry.kind}
              </Badge>
            ),
          },
          {
            id: 'from',
            header: t`From`,
            label: t`From`,
            cell: (enquiry) => (
              <>
                <span className="block font-medium">{enquiry.sender}</span>
                <a
                  href={`mailto:${enquiry.senderEmailAddress}`}
                  className="text-xs text-brand-700 hover:underline"
                >
                  {enquiry.senderEmailAddress}
                </a>
                {enquiry.companyName && (
                  <span className="block text-xs text-slate-500">{enquiry.companyName}</span>
                )}
              </>
            ),
          },
          {
            id: 'message',
            header: t`Message`,
            label: t`Message`,
            className: 'max-w-xl',
            cell: (enquiry) => (
              <>
                {enquiry.searchQuery !== null && (
                  <Link
                    to={`/search?${enquiry.searchQuery}`}
                    className="mb-1 block text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {describeSavedSearch(parseSearchQuery(enquiry.searchQuery).filter)}
                  </Link>
                )}
                <p className="text-sm whitespace-pre-line break-words">{enquiry.body}</p>
              </>
            ),
          },
        ]}
      />
    </Page>
  );
}
