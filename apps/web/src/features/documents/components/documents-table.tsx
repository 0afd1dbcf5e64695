import type { ReactNode } from 'react';
import { documentKindLabel, type PurchaseDocument } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DataTable, Td, Th } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { useDownload } from '@/lib/use-download';

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
  const { download, error } = useDownload('The document could not be downloaded.');
  return (
    <div className="space-y-2">
      {error && <FormAlert>{error}</FormAlert>}
      <DataTable caption={caption} stacked>
        <thead>
          <tr>
            <Th>Document</Th>
            {showVehicle && <Th>Vehicle</Th>}
            {showVehicle && <Th>Chassis</Th>}
            <Th>Date</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {documents.map((document) => (
            <tr key={document.id} data-testid={`document-${document.id}`}>
              <Td>
                <span className="block font-semibold">{labelOf(document)}</span>
                <span className="text-xs break-all text-slate-500">{document.fileName}</span>
              </Td>
              {showVehicle && <Td label="Vehicle">{document.vehicleName}</Td>}
              {showVehicle && (
                <Td label="Chassis" className="whitespace-nowrap">
                  {document.chassis}
                </Td>
              )}
              <Td label="Date" className="whitespace-nowrap">
                {formatDay(document.createdAt)}
              </Td>
              <Td>
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
              </Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
