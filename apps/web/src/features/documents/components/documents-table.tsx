import type { ReactNode } from 'react';
import { documentKindLabel, type PurchaseDocument } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DownloadsTable } from '@/components/downloads-table';
import { actionsColumn } from '@/components/ui/data-table';

/** '2026-03-12T…' -> '12 Mar 2026'. */
export function formatDay(date: string): string {
  return new Date(date).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });
}

export const labelOf = (document: PurchaseDocument) => document.kindLabel ?? documentKindLabel(document.kind);

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
  return (
    <DownloadsTable
      caption={caption}
      failure="The document could not be downloaded."
      data={documents}
      getRowId={(document) => String(document.id)}
      rowProps={(document) => ({ 'data-testid': `document-${document.id}` })}
      columns={(download) => [
        {
          id: 'document',
          header: 'Document',
          cell: (document) => (
            <>
              <span className="block font-semibold">{labelOf(document)}</span>
              <span className="text-xs break-all text-slate-500">{document.fileName}</span>
            </>
          ),
        },
        showVehicle && {
          id: 'vehicle',
          header: 'Vehicle',
          label: 'Vehicle',
          cell: (document) => document.vehicleName,
        },
        showVehicle && {
          id: 'chassis',
          header: 'Chassis',
          label: 'Chassis',
          className: 'whitespace-nowrap',
          cell: (document) => document.chassis,
        },
        {
          id: 'date',
          header: 'Date',
          label: 'Date',
          className: 'whitespace-nowrap',
          cell: (document) => formatDay(document.createdAt),
        },
        actionsColumn(
          (document) => (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="link"
                size="sm"
                onClick={() => download(document.downloadUrl, document.fileName)}
              >
                Download
                <span className="sr-only">
                  {' '}
                  {labelOf(document)} {document.fileName}
                </span>
              </Button>
              {actions?.(document)}
            </div>
          ),
          '',
        ),
      ]}
    />
  );
}
