import { Link, useSearchParams } from 'react-router';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  describeSavedSearch,
  parseSearchQuery,
  type EnquiryKind,
} from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { FilterPills } from '@/components/ui/filter-pills';
import { Page } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { useStaffEnquiries } from '../api/get-staff-enquiries';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const isKind = (value: string | null): value is EnquiryKind =>
  value !== null && (ENQUIRY_KINDS as string[]).includes(value);

const FILTERS = [
  { value: undefined, label: 'All enquiries' },
  ...ENQUIRY_KINDS.map((value) => ({ value, label: ENQUIRY_KIND_LABELS[value] })),
];

/** /admin/enquiries: sourcing requests, contact messages and e-mailed checklists. */
export default function EnquiriesAdminPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind = isKind(raw) ? raw : undefined;
  const enquiries = useStaffEnquiries(kind);
  return (
    <Page
      title="Enquiries"
      description="What dealers and visitors asked the sales team, newest first. Sourcing requests come from 'Alert me when it arrives' on an empty search: open the search to see what they looked for, and reply by e-mail."
    >
      <FilterPills
        label="Enquiry filters"
        options={FILTERS}
        value={kind}
        onChange={(value) => setParams(value ? { kind: value } : {})}
      />
      <QueryTable
        query={enquiries}
        rows="enquiries"
        loadingClassName="h-40 w-full"
        empty={{ title: 'No enquiries here yet.', description: 'New enquiries appear here as they arrive.' }}
        caption="Enquiries"
        stacked
        getRowId={(enquiry) => String(enquiry.id)}
        columns={[
          {
            id: 'received',
            header: 'Received',
            label: 'Received',
            className: 'whitespace-nowrap tabular-nums',
            cell: (enquiry) => (
              <>
                {when.format(new Date(enquiry.createdAt))}
                <span className="block text-xs text-slate-500">#{enquiry.id}</span>
              </>
            ),
          },
          {
            id: 'kind',
            header: 'Kind',
            label: 'Kind',
            cell: (enquiry) => (
              <Badge tone={enquiry.kind === 'sourcing' ? 'accent' : 'neutral'}>
                {ENQUIRY_KIND_LABELS[enquiry.kind as EnquiryKind] ?? enquiry.kind}
              </Badge>
            ),
          },
          {
            id: 'from',
            header: 'From',
            label: 'From',
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
            header: 'Message',
            label: 'Message',
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
