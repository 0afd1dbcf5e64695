import { FileCheck2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  formatWholeNumber,
  IMPORT_ENCODING_LABELS,
  IMPORT_ENCODINGS,
  STOCK_IMPORT_LIMITS,
  type ImportEncoding,
  type ReadFileKind,
  type StockImportCheck,
} from '@ibc/domain';
import { ExportDownloads } from '@/components/export-downloads';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useCheckStockFile, useImportStockRows } from '../api/stock-csv';

const n = formatWholeNumber;
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : 'We could not reach the server. Please check your connection and try again.';

const READ_AS: Record<ReadFileKind, string> = {
  xlsx: 'an Excel workbook (first sheet)',
  'utf-8': 'CSV in UTF-8',
  shift_jis: 'CSV in Shift_JIS (CP932)',
};

/** The report of a checked file: how many rows can go in, and every problem by row and column. */
function CheckReport({ check }: { check: StockImportCheck }) {
  const badRows = new Set(check.problems.map((p) => p.row)).size;
  return (
    <section aria-labelledby="import-report" className="space-y-3">
      <h2 id="import-report" className="text-base font-semibold text-brand-900">
        Check report
      </h2>
      <p className="text-sm text-slate-700" role="status">
        Read as {READ_AS[check.readAs]}. {plural(check.rows, 'row', 'rows')} read:{' '}
        {plural(check.valid.length, 'row', 'rows')} can be imported
        {badRows > 0 ? `, ${plural(badRows, 'row has', 'rows have')} problems and will be left out.` : '.'}
        {check.toConfirm.length > 0 &&
          ` ${plural(check.toConfirm.length, 'price is', 'prices are')} far from what the stock holds: please confirm ${check.toConfirm.length === 1 ? 'it' : 'them'} before importing.`}
      </p>
      {check.toConfirm.length > 0 && (
        <DataTable
          caption="Prices to confirm"
          className="max-h-96 overflow-y-auto"
          data={check.toConfirm}
          getRowId={(flagged) => String(flagged.row)}
          columns={[
            { id: 'row', header: 'Row', className: 'tabular', cell: (flagged) => flagged.row },
            { id: 'price', header: 'Price', cell: (flagged) => flagged.message },
          ]}
        />
      )}
      {check.problems.length > 0 && (
        <DataTable
          caption="Problems found in the file"
          className="max-h-96 overflow-y-auto"
          data={check.problems}
          columns={[
            { id: 'row', header: 'Row', className: 'tabular', cell: (problem) => problem.row },
            {
              id: 'column',
              header: 'Column',
              className: 'font-mono text-xs',
              cell: (problem) => problem.column,
            },
            { id: 'message', header: 'Message', cell: (problem) => problem.message },
          ]}
        />
      )}
    </section>
  );
}

/**
 * /admin/stock/import: pick a CSV, check it (the server reports every problem before
 * anything is written), then import the valid rows batch by batch with a progress bar.
 */
export default function StockImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [encoding, setEncoding] = useState<ImportEncoding>('auto');
  /** Staff confirmed the prices far from what the stock holds (the report lists them). */
  const [pricesConfirmed, setPricesConfirmed] = useState(false);
  const check = useCheckStockFile();
  const importRows = useImportStockRows();
  const report = check.data;

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    importRows.reset();
    setProgress(null);
    if (!file) return setFileError('Please choose a CSV or Excel (XLSX) file.');
    if (file.size > STOCK_IMPORT_LIMITS.maxBytes) return setFileError('This file is larger than 20 MB.');
    setFileError(null);
    setPricesConfirmed(false);
    check.mutate({ file, encoding });
  };

  const onImport = () => {
    if (!report) return;
    setProgress(0);
    importRows.mutate({ vehicles: report.valid.map((v) => v.vehicle), onProgress: setProgress });
  };

  const total = report?.valid.length ?? 0;
  const done = importRows.isSuccess;
  const flagged = report?.toConfirm.length ?? 0;

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        eyebrow={<Link to="/admin/stock">Stock</Link>}
        title="Import stock"
        description={`Add many vehicles at once from an Excel workbook (XLSX) or a CSV file with the template's columns (at most ${n(STOCK_IMPORT_LIMITS.maxRows)} rows). Every row is checked first; nothing is written until you import.`}
        actions={
          <ExportDownloads
            path="/admin/stock/import/template"
            name="stock-template"
            dated={false}
            subject="template"
          />
        }
      />

      <form
        onSubmit={onCheck}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        noValidate
      >
        <Field label="File (CSV or Excel)" error={fileError ?? undefined} className="min-w-0 flex-1">
          <Input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              check.reset();
              importRows.reset();
              setProgress(null);
            }}
          />
        </Field>
        <Field label="Encoding" hint="Of a CSV file; a workbook needs none." className="w-full sm:w-56">
          <Select
            value={encoding}
            onChange={(event) => {
              setEncoding(event.target.value as ImportEncoding);
              check.reset();
            }}
          >
            {IMPORT_ENCODINGS.map((value) => (
              <option key={value} value={value}>
                {IMPORT_ENCODING_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={check.isPending || importRows.isPending}>
          <FileCheck2 aria-hidden className="size-4" /> {check.isPending ? 'Checking…' : 'Check file'}
        </Button>
      </form>

      {check.isError && <FormAlert>{messageOf(check.error)}</FormAlert>}
      {report && <CheckReport check={report} />}

      {report && total > 0 && !done && (
        <div className="space-y-3">
          {flagged > 0 && (
            <Checkbox
              label={
                flagged === 1
                  ? 'The flagged price is right: import it as it is.'
                  : 'The flagged prices are right: import them as they are.'
              }
              checked={pricesConfirmed}
              onChange={(event) => setPricesConfirmed(event.target.checked)}
            />
          )}
          <Button onClick={onImport} disabled={importRows.isPending || (flagged > 0 && !pricesConfirmed)}>
            <Upload aria-hidden className="size-4" /> Import {plural(total, 'vehicle', 'vehicles')}
          </Button>
          {progress !== null && (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label="Import progress"
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={progress}
                aria-valuetext={`${n(progress)} of ${n(total)} vehicles imported`}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full bg-accent-600 transition-[width]"
                  style={{ width: `${(progress / total) * 100}%` }}
                />
              </div>
              <p className="tabular text-xs text-slate-600">
                {n(progress)} of {n(total)} vehicles imported
              </p>
            </div>
          )}
        </div>
      )}
      {importRows.isError && (
        <FormAlert>
          {messageOf(importRows.error)}{' '}
          {progress ? `${plural(progress, 'vehicle was', 'vehicles were')} imported before this batch.` : ''}
        </FormAlert>
      )}
      {done && (
        <FormAlert tone="success">
          Imported {plural(importRows.data, 'vehicle', 'vehicles')}.{' '}
          <Link to="/admin/stock" className="font-semibold underline">
            Back to stock
          </Link>
        </FormAlert>
      )}
      {report && total === 0 && (
        <p className="text-sm text-slate-700">
          Nothing to import: please correct the file and check it again.
        </p>
      )}

      <section aria-labelledby="current-stock" className="space-y-2">
        <h2 id="current-stock" className="text-sm font-semibold text-brand-900">
          The current stock
        </h2>
        <p className="text-sm text-slate-600">
          Every vehicle in the same columns, to edit in a spreadsheet or keep as a record.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ExportDownloads path="/admin/stock/export" name="stock" subject="the stock" />
        </div>
      </section>
    </div>
  );
}
