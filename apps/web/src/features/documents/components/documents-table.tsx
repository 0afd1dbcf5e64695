import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isDocumentKind, type DocumentKind, type PurchaseDocument } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DownloadsTable } from '@/components/downloads-table';
import { actionsColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/formats';

/** The document kinds in the reader's language (the domain's DOCUMENT_KIND_LABELS). */
export const DOCUMENT_KIND_MESSAGES: Readonly<Record<DocumentKind, MessageDescriptor>> = {
  'bill-of-lading': msg`Bill of lading`,
  'export-certificate': msg`Export certificate`,
  'inspection-certificate': msg`Inspection certificate`,
  other: msg`Other document`,
};

/** A document's kind in the reader's language ('Other document' for a kind this version does not know). */
export const labelOf = (i18n: I18n, document: Pick<PurchaseDocument, 'kind'>) =>
  i18n._(DOCUMENT_KIND_MESSAGES[isDocumentKind(document.kind) ? document.kind : 'other']);

/**
 * Purchase documents with their vehicle, date and a Download button (the file needs the bearer
 * token, so it is fetched and saved rather than linked). `actions` adds a cell per row (Delete).
 */
export function DocumentsTable({
  documents,
  caption,
  showVehicle = true,
  actions,
}: {
  documents: PurchaseDocument[];
  caption: string;
  showVehicle?: boolean;
  actions?: (document: PurchaseDocument) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <DownloadsTable
      caption={caption}
      failure={t`The document could not be downloaded.`}
      data={documents}
      getRowId={(document) => String(document.id)}
      rowProps={(document) => ({ 'data-testid': `document-${document.id}` })}
      columns={(download) => [
        {
          id: 'document',
          header: t`Document`,
          cell: (document) => (
            <>
              <span className="block font-semibold">{labelOf(i18n, document)}</span>
              <span className="text-xs break-all text-slate-500">{document.fileName}</span>
            </>
          ),
        },
        showVehicle && {
          id: 'vehicle',
          header: t`Vehicle`,
          label: t`Vehicle`,
          cell: (document) => document.vehicleName,
        },
        showVehicle && {
          id: 'chassis',
          header: t`Chassis`,
          label: t`Chassis`,
          className: 'whitespace-nowrap',
          cell: (document) => <bdi>{document.chassis}</bdi>,
        },
        {
          id: 'date',
          header: t`Date`,
          label: t`Date`,
          className: 'whitespace-nowrap',
          cell: (document) =>
            formatDate(
              i18n,
              document.createdAt,
              { day: 'numeric', month: 'short', year: 'numeric' },
              'en-NZ',
            ),
        },
        actionsColumn((document) => {
          const kind = labelOf(i18n, document);
          const { fileName } = document;
          return (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="link"
                size="sm"
                onClick={() => download(document.downloadUrl, document.fileName)}
              >
                <Trans>
                  Download
                  <span className="sr-only">
                    {' '}
                    {kind} {fileName}
                  </span>
                </Trans>
              </Button>
              {actions?.(document)}
            </div>
          );
        }, ''),
      ]}
    />
  );
}
