// Spreadsheet files in and out, for every import and export of the back office. Japanese sales
// teams open them in Excel, so:
// - a CSV export is UTF-8 WITH a byte order mark (without it Excel on Windows reads Shift_JIS and
//   garbles Japanese text), CRLF line ends, text a spreadsheet would run as a formula behind a quote
//   (csvTextCell);
// - an XLSX export (exceljs, streamed) has typed cells: numbers, money as numbers when exact to the
//   cent (else the decimal text), dates as dates;
// - a read takes an XLSX workbook (its first sheet) or a CSV in UTF-8 (with or without the mark) or
//   Shift_JIS (CP932), detected or as the user says; bytes valid in neither are refused naming the row
//   and column, never decoded into other characters.
import { fill, MAX_PAGE_SIZE } from '@ibc/domain';
import { PassThrough, type Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessDate,
  csvTextCell,
  exportFormatQuerySchema,
  type ExportFormat,
  type ImportEncoding,
  type ReadFileKind,
} from '@ibc/domain';
import { badRequest } from './errors.ts';

// --- writing ----------------------------------------------------------------------------------

/**
 * What a column holds. text: as it is (CSV: formula-guarded); integer: a whole number; money: decimal
 * text ('650000', '1234.50'); date: 'YYYY-MM-DD'; datetime: an ISO instant (shown in UTC).
 */
type SheetColumnType = 'text' | 'integer' | 'money' | 'date' | 'datetime';

export interface SheetColumn<T> {
  header: string;
  type?: SheetColumnType;
  value: (row: T) => string | number | null | undefined;
  /** Excel column width in characters (XLSX only). */
  width?: number;
}

/** Rows as they come: all at once, or a page at a time from the database. */
type SheetRows<T> = Iterable<T> | AsyncIterable<readonly T[]>;

/**
 * Every row of a paged list, a page at a time, in the list's order: what its pages show, with no
 * row left behind however many there are.
 */
export async function* everyPage<T>(
  read: (page: { page: number; pageSize: number }) => Promise<{ items: readonly T[]; total: number }>,
): AsyncGenerator<readonly T[]> {
  for (let page = 1; ; page += 1) {
    const { items, total } = await read({ page, pageSize: MAX_PAGE_SIZE });
    yield items;
    if (items.length === 0 || page * MAX_PAGE_SIZE >= total) return;
  }
}

async function* pagesOf<T>(rows: SheetRows<T>): AsyncGenerator<readonly T[]> {
  if (Symbol.asyncIterator in rows) yield* rows;
  else yield [...rows];
}

/**
 * Money as a number only when exact: a decimal of at most 15 significant digits prints back from
 * its double unchanged (DBL_DIG), so Excel shows and sums the very amount; longer stays text.
 */
function exactMoney(text: string): number | null {
  const match = /^-?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const digits = `${match[1] ?? ''}${match[2] ?? ''}`.replace(/^0+/, '');
  return digits.length <= 15 ? Number(text) : null;
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/** 'YYYY-MM-DD' as midnight UTC, which Excel shows as that date. */
const dateOf = (text: string) => new Date(`${text.slice(0, 10)}T00:00:00Z`);

function csvCell(value: string | number | null | undefined, type: SheetColumnType): string {
  if (value === null || value === undefined) return '';
  if (type === 'text') return csvTextCell(String(value));
  return String(value);
}

function xlsxCell(
  value: string | number | null | undefined,
  type: SheetColumnType,
): { value: ExcelJS.CellValue; numFmt?: string } {
  if (value === null || value === undefined || value === '') return { value: null };
  switch (type) {
    case 'integer':
      return { value: Number(value), numFmt: '0' };
    case 'money': {
      const text = String(value);
      const exact = exactMoney(text);
      return exact === null
        ? { value: text }
        : { value: exact, numFmt: decimalsOf(text) > 0 ? `#,##0.${'0'.repeat(decimalsOf(text))}` : '#,##0' };
    }
    case 'date':
      return { value: dateOf(String(value)), numFmt: 'yyyy-mm-dd' };
    case 'datetime':
      return { value: new Date(String(value)), numFmt: 'yyyy-mm-dd hh:mm:ss' };
    default:
      // A workbook cell of type string is never run as a formula: no guard needed.
      return { value: String(value) };
  }
}

function writeCsv<T>(columns: readonly SheetColumn<T>[], rows: SheetRows<T>): Readable {
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    bom: true,
    record_delimiter: 'windows',
  });
  void (async () => {
    try {
      for await (const page of pagesOf(rows)) {
        for (const row of page) {
          const cells = columns.map((column) => csvCell(column.value(row), column.type ?? 'text'));
          // Backpressure: wait for the reader when the stream's buffer is full.
          if (!csv.write(cells)) await new Promise((resolve) => csv.once('drain', resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

function writeXlsx<T>(sheetName: string, columns: readonly SheetColumn<T>[], rows: SheetRows<T>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const page of pagesOf(rows)) {
        for (const row of page) {
          const added = sheet.addRow([]);
          columns.forEach((column, i) => {
            const { value, numFmt } = xlsxCell(column.value(row), column.type ?? 'text');
            const cell = added.getCell(i + 1);
            cell.value = value;
            if (numFmt) cell.numFmt = numFmt;
          });
          added.commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SheetExport<T> {
  /** The file's name without its extension ('stock-2025-06-01'); also the XLSX sheet's name. */
  name: string;
  columns: readonly SheetColumn<T>[];
  rows: SheetRows<T>;
}

/** The file of an export, streamed while its rows are read. */
export function sheetFile<T>(format: ExportFormat, sheet: SheetExport<T>): Readable {
  return format === 'xlsx'
    ? writeXlsx(sheet.name.slice(0, 31), sheet.columns, sheet.rows)
    : writeCsv(sheet.columns, sheet.rows);
}

/** Answers an export: the file as an attachment named `<name>.<format>`, never cached. */
export function sendSheet<T>(reply: FastifyReply, format: ExportFormat, sheet: SheetExport<T>) {
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${sheet.name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(sheetFile(format, sheet));
}

/**
 * GET `url`?format=csv|xlsx (and the list's own filters, `query`), staff only: a list as a file
 * named `<name>-<Japan date>`. `rows` reads the list the way its page does.
 */
export function sheetExportRoute<T, Q extends object>(
  app: FastifyInstance,
  url: string,
  options: {
    summary: string;
    name: string;
    query?: z.ZodType<Q>;
    columns: readonly SheetColumn<T>[];
  },
  rows: (query: Q) => SheetRows<T> | Promise<SheetRows<T>>,
): void {
  const querystring = options.query
    ? z.intersection(options.query, exportFormatQuerySchema)
    : exportFormatQuerySchema;
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      ...app.staffOnly,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: `${options.summary}, as a CSV (UTF-8 with BOM) or XLSX file (?format=csv|xlsx, attachment)`,
        querystring,
        produces: ['text/csv', CONTENT_TYPES.xlsx],
      },
    },
    async (request, reply) => {
      const query = request.query as Q & { format: ExportFormat };
      return sendSheet(reply, query.format, {
        name: `${options.name}-${businessDate(new Date())}`,
        columns: options.columns,
        rows: await rows(query),
      });
    },
  );
}

/** Every content type a spreadsheet upload may come with (browsers differ for .csv). */
export const SHEET_UPLOAD_TYPES = [
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
  CONTENT_TYPES.xlsx,
];

// --- reading ----------------------------------------------------------------------------------

/** One data row: its spreadsheet row number (the header is row 1) and its cells as text. */
interface SheetRow {
  row: number;
  cells: string[];
}

export interface SheetRead {
  readAs: ReadFileKind;
  header: string[];
  rows: SheetRow[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

const ENCODING_NAMES = { 'utf-8': 'UTF-8', shift_jis: 'Shift_JIS (CP932)' } as const;
type TextEncodingName = keyof typeof ENCODING_NAMES;

/** The bytes as text in that encoding, or null if any byte is not valid in it. */
function decodeStrict(bytes: Uint8Array, encoding: TextEncodingName): string | null {
  try {
    // WHATWG's shift_jis is Windows' CP932 (NEC and IBM extensions included), what Excel writes.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function csvRows(text: string): string[][] {
  try {
    const rows: string[][] = parse(text, { skip_empty_lines: true, relax_column_count: true });
    return rows;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      line
        ? fill(
            /*i18n*/ 'This file could not be read as CSV (near line {line}). Please save it as CSV (comma separated) or as an Excel workbook (.xlsx) and try again.',
            { line },
          )
        : /*i18n*/ 'This file could not be read as CSV. Please save it as CSV (comma separated) or as an Excel workbook (.xlsx) and try again.',
    );
  }
}

/** Where the first undecodable byte is, as the row and column of a spreadsheet. */
function firstBadCell(bytes: Uint8Array, encoding: TextEncodingName): { row: number; column: number } | null {
  const text = new TextDecoder(encoding).decode(bytes);
  let rows: string[][];
  try {
    rows = parse(text, { skip_empty_lines: true, relax_column_count: true });
  } catch {
    return null;
  }
  for (const [r, cells] of rows.entries()) {
    const c = cells.findIndex((cell) => cell.includes('\uFFFD'));
    if (c >= 0) return { row: r + 1, column: c + 1 };
  }
  return null;
}

function encodingRefusal(bytes: Uint8Array, tried: readonly TextEncodingName[]): Error {
  // The encoding the file gets furthest in is the likelier one: its first bad byte is the one to show.
  const places = tried
    .map((encoding) => ({ encoding, at: firstBadCell(bytes, encoding) }))
    .sort((a, b) => (b.at?.row ?? 0) - (a.at?.row ?? 0) || (b.at?.column ?? 0) - (a.at?.column ?? 0));
  const at = places[0]?.at;
  const header = at ? (csvRows(new TextDecoder('utf-8').decode(bytes))[0] ?? []) : [];
  const name = at ? header[at.column - 1]?.trim() : undefined;
  const [first = '', second] = tried.map((encoding) => ENCODING_NAMES[encoding]);
  const what = second
    ? fill(/*i18n*/ 'neither {first} nor {second}', { first, second })
    : fill(/*i18n*/ 'not {encoding}', { encoding: first });
  return badRequest(
    at
      ? fill(
          /*i18n*/ 'Row {row}, column {column}: this text is {what}, so the file was not read (nothing was changed). Please save it from Excel as "CSV UTF-8" or as an Excel workbook (.xlsx), or choose the file\'s encoding: UTF-8 or Shift_JIS (CP932).',
          { row: at.row, column: name ? `${at.column} (${name})` : at.column, what },
        )
      : fill(
          /*i18n*/ 'This text is {what}, so the file was not read (nothing was changed). Please save it from Excel as "CSV UTF-8" or as an Excel workbook (.xlsx), or choose the file\'s encoding: UTF-8 or Shift_JIS (CP932).',
          { what },
        ),
  );
}

function decodeCsv(bytes: Uint8Array, choice: ImportEncoding): { text: string; encoding: TextEncodingName } {
  const marked = startsWith(bytes, UTF8_BOM);
  if (marked && choice === 'shift_jis')
    throw badRequest(
      /*i18n*/ 'This file starts with the UTF-8 mark (byte order mark), so it is not Shift_JIS. Please choose UTF-8 or "Detect automatically".',
    );
  const order: TextEncodingName[] =
    choice === 'auto' ? (marked ? ['utf-8'] : ['utf-8', 'shift_jis']) : [choice];
  for (const encoding of order) {
    // TextDecoder takes a UTF-8 byte order mark off by itself.
    const text = decodeStrict(bytes, encoding);
    if (text !== null) return { text, encoding };
  }
  throw encodingRefusal(bytes, order);
}

/** A workbook cell as the text a user sees in it (formulas: their result). */
function workbookCellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  // Excel shows 15 significant digits: 0.1 + 0.2 is 0.3 there, and here.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return csvTextCell(value);
  if ('richText' in value) return csvTextCell(value.richText.map((part) => part.text).join(''));
  if ('hyperlink' in value) return csvTextCell(String(value.text));
  if ('formula' in value || 'sharedFormula' in value)
    return workbookCellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('error' in value) return value.error;
  return '';
}

async function readWorkbook(bytes: Buffer): Promise<SheetRead> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(
      /*i18n*/ 'This file could not be read as an Excel workbook (.xlsx). Please save it again and retry.',
    );
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(/*i18n*/ 'This workbook has no worksheet.');
  const cellsOf = (row: ExcelJS.Row): string[] => {
    const cells: string[] = [];
    // Text cells come as the CSV export would write them (csvTextCell), so one cell reader serves both.
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = workbookCellText(cell.value);
    });
    return Array.from(cells, (cell) => cell ?? '');
  };
  let header: string[] | null = null;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells = cellsOf(row);
    if (cells.every((cell) => cell.trim() === '')) return;
    if (header === null) header = cells.map((cell) => cell.trim());
    else rows.push({ row: number, cells });
  });
  return { readAs: 'xlsx', header: header ?? [], rows };
}

/**
 * A spreadsheet upload: an XLSX workbook's first sheet, or a CSV (UTF-8 with or without the byte
 * order mark, Shift_JIS; `encoding` says which or asks to detect). The first non-empty row is the
 * header; every cell is text. A CSV's rows are numbered as a spreadsheet shows them (header 1).
 */
export async function readSheet(bytes: Buffer, encoding: ImportEncoding): Promise<SheetRead> {
  if (startsWith(bytes, ZIP_MAGIC)) return readWorkbook(bytes);
  const { text, encoding: readAs } = decodeCsv(bytes, encoding);
  const [header = [], ...body] = csvRows(text);
  return {
    readAs,
    header: header.map((name) => name.trim()),
    rows: body.map((cells, index) => ({ row: index + 2, cells })),
  };
}

/**
 * A row with more filled cells than the header has names: its data would land under no column, so
 * the row is refused (message naming the row and the first such column) rather than cut short.
 */
export function extraCellsMessage(header: readonly string[], row: SheetRow): string | null {
  let last = row.cells.length;
  while (last > header.length && (row.cells[last - 1] ?? '').trim() === '') last -= 1;
  if (last <= header.length) return null;
  return `Row ${row.row}, column ${header.length + 1}: this row has ${last} cells but the header has ${header.length}.`;
}
