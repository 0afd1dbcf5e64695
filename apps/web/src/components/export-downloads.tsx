import { useLingui } from '@lingui/react/macro';
import { Download, FileSpreadsheet } from 'lucide-react';
import { businessDate, EXPORT_FORMATS, type ExportFormat } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { useDownload } from '@/lib/use-download';

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

/** `path` with ?format= added to its own query (the list's filters). */
export function exportPath(path: string, format: ExportFormat): string {
  return `${path}${path.includes('?') ? '&' : '?'}format=${format}`;
}

/**
 * The two files of a list export: CSV (UTF-8 with BOM, so Excel shows Japanese text) and an Excel
 * workbook with typed cells. The server does the work (no spreadsheet library in the bundle); the
 * file is named, as the server names it, `<name>-<Japan date>`. `subject` names the list when a page
 * has more than one export ("Download invoices as CSV").
 */
export function ExportDownloads({
  path,
  name,
  subject,
  describedBy,
  dated = true,
}: {
  path: string;
  name: string;
  subject?: string;
  /** The file's name has the export's Japan date (the template's has none). */
  dated?: boolean;
  describedBy?: string;
}) {
  const { t } = useLingui();
  const { download, error } = useDownload(t`The export could not be downloaded. Please try again.`);
  return (
    <>
      {EXPORT_FORMATS.map((format) => {
        const formatName = FORMAT_NAMES[format];
        return (
          <Button
            key={format}
            variant="secondary"
            // A long name ("Download the stock as Excel (XLSX)") wraps on a phone instead of widening the page.
            className="h-auto min-h-9 max-w-full py-1.5 text-start whitespace-normal"
            aria-describedby={describedBy}
            onClick={() =>
              download(
                exportPath(path, format),
                `${name}${dated ? `-${businessDate(new Date())}` : ''}.${format}`,
              )
            }
          >
            {format === 'csv' ? (
              <Download aria-hidden className="size-4" />
            ) : (
              <FileSpreadsheet aria-hidden className="size-4" />
            )}
            {subject ? t`Download ${subject} as ${formatName}` : t`Download ${formatName}`}
          </Button>
        );
      })}
      {error && (
        <p role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
