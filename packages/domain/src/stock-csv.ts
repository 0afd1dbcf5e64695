// The stock CSV of the back office: the columns of the import template, the export and
// the import are the fields of vehicleInputSchema, in its order, so one definition says what a
// vehicle is. A cell is text; this turns a row of cells into the values the schema reads (numbers,
// yes/no, lists) and a vehicle back into cells. Parsing the CSV itself is the server's (csv-parse).
import { fill } from './message-text.ts';
import { z } from 'zod';
import { csvTextCell, textOfCsvCell, trimCellText } from './csv-cell.ts';
import { readFileKindSchema } from './contracts/data-files.ts';
import { vehicleFieldsSchema, vehicleInputSchema, type VehicleInput } from './contracts/stock-admin.ts';

/** The columns, in the schema's order: the header of the template, the export and every import. */
export const STOCK_CSV_COLUMNS = Object.keys(vehicleFieldsSchema.shape) as (keyof VehicleInput)[];

type Column = (typeof STOCK_CSV_COLUMNS)[number];

const WHOLE_NUMBERS = new Set<Column>(['year', 'kms', 'engineCc', 'doors', 'stockTab']);
const OPTIONAL_NUMBERS = new Set<Column>(['month', 'seats', 'wheelStyle', 'lengthMm', 'widthMm', 'heightMm']);
const FLAGS = new Set<Column>(['isLeftHandDrive', 'hasSunRoof', 'isMaxcareUnit', 'isIdirect', 'isKapStock']);
const NUMBER_LISTS = new Set<Column>(['deliveryTypes']);
const TEXT_LISTS = new Set<Column>(['features']);
/** A price: decimal text, written and read as the number it is. */
const DECIMALS = new Set<Column>(['basePrice']);

/** Separator of a list inside one cell ('0|2', 'Navigation|Reversing camera'). */
export const CSV_LIST_SEPARATOR = '|';

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

// A cell that is not what the column needs is passed on as text: the schema then answers with
// that field's own message ('Please enter the mileage in km ...').
function number(cell: string): number | string {
  const trimmed = cell.trim().replace(/,/g, '');
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : cell;
}

function flag(cell: string): boolean | string {
  const value = cell.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return cell;
}

function list(cell: string): string[] {
  return cell
    .split(CSV_LIST_SEPARATOR)
    .map(trimCellText)
    .filter((item) => item.length > 0);
}

/** Condition grade: blank or 'R' is repaired (null); '4' is read as '4.0'. */
function grade(cell: string): string | null {
  const value = cell.trim().toUpperCase();
  if (value === '' || value === 'R') return null;
  return /^\d$/.test(value) ? `${value}.0` : value;
}

/** The values of one CSV row (cells by column name) as vehicleInputSchema reads them. */
export function vehicleValuesFromCsv(
  cells: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of STOCK_CSV_COLUMNS) {
    const cell = cells[column] ?? '';
    if (WHOLE_NUMBERS.has(column)) values[column] = cell.trim() === '' ? undefined : number(cell);
    else if (OPTIONAL_NUMBERS.has(column)) values[column] = cell.trim() === '' ? null : number(cell);
    else if (FLAGS.has(column)) values[column] = flag(cell);
    else if (NUMBER_LISTS.has(column)) values[column] = list(cell).map(number);
    else if (TEXT_LISTS.has(column)) values[column] = list(textOfCsvCell(cell));
    else if (column === 'conditionGrade') values[column] = grade(cell);
    else if (DECIMALS.has(column)) values[column] = cell;
    else values[column] = textOfCsvCell(cell);
  }
  return values;
}

type CsvVehicle = { [K in Column]: VehicleInput[K] | string | number | boolean | null | readonly unknown[] };

/**
 * One vehicle as CSV cells (the export): yes/no, lists joined with '|', repaired grade 'R', text a
 * spreadsheet would run as a formula behind a quote (csvTextCell); numbers and prices as they are.
 */
export function vehicleToCsvCells(vehicle: CsvVehicle): string[] {
  return STOCK_CSV_COLUMNS.map((column) => {
    const value = vehicle[column];
    if (column === 'conditionGrade') return value === null ? 'R' : String(value);
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (Array.isArray(value)) {
      const joined = value.join(CSV_LIST_SEPARATOR);
      return NUMBER_LISTS.has(column) ? joined : csvTextCell(joined);
    }
    if (typeof value === 'number' || DECIMALS.has(column)) return String(value);
    return csvTextCell(String(value));
  });
}

/** How a column is typed in a workbook (XLSX export): whole numbers, the price, or text. */
export function stockCsvColumnKind(column: Column): 'integer' | 'money' | 'text' {
  if (WHOLE_NUMBERS.has(column) || OPTIONAL_NUMBERS.has(column)) return 'integer';
  return DECIMALS.has(column) ? 'money' : 'text';
}

/** One problem of an import file: the spreadsheet row (the header is row 1), the column, what is wrong. */
export const stockImportProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type StockImportProblem = z.infer<typeof stockImportProblemSchema>;

/** The column a schema issue is about: the field, whatever the position inside a list. */
export const csvColumnOf = (path: readonly PropertyKey[]): string => String(path[0] ?? '');

export const STOCK_IMPORT_LIMITS = {
  /** Rows of one file (a day's auction purchases is hundreds; a migration of stock, thousands). */
  maxRows: 20_000,
  /** Rows written in one transaction: the browser sends the valid rows in batches of this size. */
  batchSize: 500,
  /** Bytes of one file (20,000 rows of about 400 bytes, with room to spare). */
  maxBytes: 20 * 1024 * 1024,
} as const;

/**
 * POST /api/admin/stock/import/check: the report, and the valid rows as the schema read them (sent
 * back batch by batch, where vehicleInputSchema checks them again: the answer's schema has no
 * transforms, so the server can serialise it).
 */
export const stockImportCheckSchema = z.object({
  /** How the file was read (a workbook, or a CSV's encoding), so staff can see a wrong guess. */
  readAs: readFileKindSchema,
  rows: z.number().int(),
  problems: z.array(stockImportProblemSchema),
  /**
   * Valid rows whose price is far from what the stock holds in its currency (stockPriceCheck): they
   * are imported only once staff have confirmed the prices are right.
   */
  toConfirm: z.array(stockImportProblemSchema),
  valid: z.array(
    z.object({
      row: z.number().int(),
      vehicle: z.record(z.string(), z.unknown()) as unknown as z.ZodType<VehicleInput>,
    }),
  ),
});
export type StockImportCheck = z.infer<typeof stockImportCheckSchema>;

/** POST /api/admin/stock/import: one batch of the valid rows, written in one transaction. */
export const stockImportBatchSchema = z.object({
  vehicles: z
    .array(vehicleInputSchema)
    .min(1, { error: /*i18n*/ 'Send at least one vehicle.' })
    .max(STOCK_IMPORT_LIMITS.batchSize, {
      error: fill(/*i18n*/ 'Send at most {count} vehicles at a time.', {
        count: STOCK_IMPORT_LIMITS.batchSize,
      }),
    }),
});
export type StockImportBatch = z.input<typeof stockImportBatchSchema>;
