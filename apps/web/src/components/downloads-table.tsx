import type { ReactNode } from 'react';
import { DataTable, type DataColumn, type DataTableProps } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { useDownload } from '@/lib/use-download';

/** Saves one of the API's files (it needs the bearer token, so it is fetched, not linked). */
export type Download = (path: string, fileName: string) => void;

/**
 * A stacked table whose rows download a file each (documents, invoice PDFs, payment proofs): the
 * columns get the download, and a failed download is told above the table. `children` goes below.
 */
export function DownloadsTable<T>({
  failure,
  columns,
  children,
  ...table
}: Omit<DataTableProps<T>, 'columns' | 'stacked'> & {
  /** The message when a download fails without a reason of its own. */
  failure: string;
  columns: (download: Download) => readonly (DataColumn<T> | false | null | undefined)[];
  children?: ReactNode;
}) {
  const { download, error } = useDownload(failure);
  return (
    <div className="space-y-2">
      {error && <FormAlert>{error}</FormAlert>}
      <DataTable {...table} columns={columns(download)} stacked />
      {children}
    </div>
  );
}
