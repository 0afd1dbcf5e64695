import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileCheck2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  formatWholeNumber,
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
import { readText } from '@/lib/i18n';
import { useCheckStockFile, useImportStockRows } from '../api/stock-csv';
import { IMPORT_ENCODING_TEXTS } from '../utils/labels';

const n = formatWholeNumber;

const UNREACHABLE = msg`We could not reach the server. Please check your connection and try again.`;

const messageOf = (i18n: I18n, error: unknown) =>
  error instanceof ApiError ? error.message : i18n._(UNREACHABLE);

const READ_AS = {
  xlsx: msg`an Excel workbook (first sheet)`,
  'utf-8': msg`CSV in UTF-8`,
  shift_jis: msg`CSV in Shift_JIS (CP932)`,
} satisfies Record<ReadFileKind, unknown>;

/** The report of a checked file: how many rows can go in, and every problem by row and column. */
function CheckReport({ check }: { check: StockImportCheck }) {
  const { t, i18n } = useLingui();
  const badRows = new Set(check.problems.map((p) => p.row)).size;
  const { rows } = check;
  const valid = check.valid.length;
  const flagged = check.toConfirm.length;
  const readAs = i18n._(READ_AS[check.readAs]);
  const summary =
    badRows > 0
      ? t`${plural(rows, { one: '# row', other: '# rows' })} read: ${plural(valid, { one: '# row', other: '# rows' })} can be imported, ${plural(badRows, { one: '# row has', other: '# rows have' })} problems and will be left out.`
      : t`${plural(rows, { one: '# row', other: '# rows' })} read: ${plural(valid, { one: '# row', other: '# rows' })} can be imported.`;
  const toConfirm =
    flagged > 0
      ? ` ${t`${plural(flagged, {
          one: '# price is far from what the stock holds: please confirm it before importing.',
          other: '# prices are far from what the stock holds: please confirm them before importing.',
        })}`}`
      : '';
  return (
    <section aria-labelledby="import-report" className="space-y-3">
      <h2 id="import-report" className="text-base font-semibold text-brand-900">
        <Trans>Check report</Trans>
      </h2>
      <p className="text-sm text-slate-700" role="status">
        {t`Read as ${readAs}.`} {summary}
        {toConfirm}
      </p>
      {check.toConfirm.length > 0 && (
        <DataTable
          caption={t`Prices to confirm`}
          className="max-h-96 overflow-y-auto"
          data={check.toConfirm}
          getRowId={(row) => String(row.row)}
          columns={[
            { id: 'row', header: t`Row`, className: 'tabular', cell: (row) => row.row },
            { id: 'price', header: t`Price`, cell: (row) => row.message },
          ]}
        />
      )}
      {check.problems.length > 0 && (
        <DataTable
          caption={t`Problems found in the file`}
          className="max-h-96 overflow-y-auto"
          data={check.problems}
          columns={[
            { id: 'row', header: t`Row`, className: 'tabular', cell: (problem) => problem.row },
            {
              id: 'column',
              header: t`Column`,
              className: 'font-mono text-xs',
              cell: (problem) => problem.column,
            },
            { id: 'message', header: t`Message`, cell: (problem) => problem.message },
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
  const { t, i18n } = useLingui();
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
    if (!file) return setFileError(t`Please choose a CSV or Excel (XLSX) file.`);
    if (file.size > STOCK_IMPORT_LIMITS.maxBytes) return setFileError(t`This file is larger than 20 MB.`);
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
  const maxRows = n(STOCK_IMPORT_LIMITS.maxRows);
  const progressText = n(progress ?? 0);

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        eyebrow={
          <Link to="/admin/stock">
            <Trans>Stock</Trans>
          </Link>
        }
        title={t`Import stock`}
        description={t`Add many vehicles at once from an Excel workbook (XLSX) or a CSV file with the template's columns (at most ${maxRows} rows). Every row is checked first; nothing is written until you import.`}
        actions={
          <ExportDownloads
            path="/admin/stock/import/template"
            name="stock-template"
            dated={false}
            subject={t`template`}
          />
        }
      />

      <form
        onSubmit={onCheck}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        noValidate
      >
        <Field label={t`File (CSV or Excel)`} error={fileError ?? undefined} className="min-w-0 flex-1">
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
        <Field label={t`Encoding`} hint={t`Of a CSV file; a workbook needs none.`} className="w-full sm:w-56">
          <Select
            value={encoding}
            onChange={(event) => {
              setEncoding(event.target.value as ImportEncoding);
              check.reset();
            }}
          >
            {IMPORT_ENCODINGS.map((value) => (
              <option key={value} value={value}>
                {readText(i18n, IMPORT_ENCODING_TEXTS[value])}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={check.isPending || importRows.isPending}>
          <FileCheck2 aria-hidden className="size-4" />{' '}
          {check.isPending ? <Trans>Checking…</Trans> : <Trans>Check file</Trans>}
        </Button>
      </form>

      {check.isError && <FormAlert>{messageOf(i18n, check.error)}</FormAlert>}
      {report && <CheckReport check={report} />}

      {report && total > 0 && !done && (
        <div className="space-y-3">
          {flagged > 0 && (
            <Checkbox
              label={
                flagged === 1
                  ? t`The flagged price is right: import it as it is.`
                  : t`The flagged prices are right: import them as they are.`
              }
              checked={pricesConfirmed}
              onChange={(event) => setPricesConfirmed(event.target.checked)}
            />
          )}
          <Button onClick={onImport} disabled={importRows.isPending || (flagged > 0 && !pricesConfirmed)}>
            <Upload aria-hidden className="size-4" />{' '}
            <Plural value={total} one="Import # vehicle" other="Import # vehicles" />
          </Button>
          {progress !== null && (
            <div className="space-y-1">
              <div
                role="progressbar"
                aria-label={t`Import progress`}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={progress}
                aria-valuetext={t`${plural(total, {
                  one: `${progressText} of # vehicles imported`,
                  other: `${progressText} of # vehicles imported`,
                })}`}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full bg-accent-600 transition-[width]"
                  style={{ width: `${(progress / total) * 100}%` }}
                />
              </div>
              <p className="tabular text-xs text-slate-600">
                <Plural
                  value={total}
                  one={`${progressText} of # vehicles imported`}
                  other={`${progressText} of # vehicles imported`}
                />
              </p>
            </div>
          )}
        </div>
      )}
      {importRows.isError && (
        <FormAlert>
          {messageOf(i18n, importRows.error)}{' '}
          {progress
            ? t`${plural(progress, {
                one: '# vehicle was imported before this batch.',
                other: '# vehicles were imported before this batch.',
              })}`
            : ''}
        </FormAlert>
      )}
      {done && (
        <FormAlert tone="success">
          <Plural value={importRows.data} one="Imported # vehicle." other="Imported # vehicles." />{' '}
          <Link to="/admin/stock" className="font-semibold underline">
            <Trans>Back to stock</Trans>
          </Link>
        </FormAlert>
      )}
      {report && total === 0 && (
        <p className="text-sm text-slate-700">
          <Trans>Nothing to import: please correct the file and check it again.</Trans>
        </p>
      )}

      <section aria-labelledby="current-stock" className="space-y-2">
        <h2 id="current-stock" className="text-sm font-semibold text-brand-900">
          <Trans>The current stock</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>Every vehicle in the same columns, to edit in a spreadsheet or keep as a record.</Trans>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ExportDownloads path="/admin/stock/export" name="stock" subject={t`the stock`} />
        </div>
      </section>
    </div>
  );
}
