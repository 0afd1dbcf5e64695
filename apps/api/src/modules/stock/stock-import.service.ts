// The stock spreadsheet (CSV or XLSX). An import is two steps, so nothing is written until staff have
// seen the report: `check` reads the whole file (lib/spreadsheet.ts), validates every row with vehicleInputSchema, the
// one definition of a vehicle, and answers the problems (row, column, message) and the valid rows;
// `importBatch` then writes up to IMPORT_BATCH_SIZE of those rows in one transaction, refusing the
// whole batch if any row is wrong. The browser sends the valid rows batch by batch and shows the
// progress. `exportSheet` streams the current stock in the same columns.
import { fill } from '@ibc/domain';
import {
  csvColumnOf,
  isImpossibleAmount,
  LISTED_VEHICLE_STATUS,
  STOCK_CSV_COLUMNS,
  STOCK_IMPORT_LIMITS,
  STOCK_MESSAGES,
  refusalMessage,
  stockCsvColumnKind,
  stockPriceCheck,
  textOfCsvCell,
  type ImportEncoding,
  type StockImportCheck,
  type StockImportProblem,
  type StockPriceRange,
  type VehicleInput,
  vehicleInputSchema,
  vehicleToCsvCells,
  vehicleValuesFromCsv,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivities, type Actor } from '../../lib/activity-log.ts';
import { badRequest } from '../../lib/errors.ts';
import { extraCellsMessage, readSheet, type SheetColumn, type SheetExport } from '../../lib/spreadsheet.ts';
import { createStockImportRepository } from './stock-import.repository.ts';
import { createStockRepository, type VehicleValues } from './stock.repository.ts';
import { snapshot, vehicleSummary } from './stock.service.ts';
import { vehicleSearchText } from './vehicle-search-text.ts';

/**
 * The columns of the template and the export: a vehicle's CSV cells (vehicleToCsvCells), the text
 * unguarded here because the file writer guards it (CSV) or types it (XLSX: numbers, the price).
 */
const STOCK_SHEET_COLUMNS: SheetColumn<string[]>[] = STOCK_CSV_COLUMNS.map((column, i) => ({
  header: column,
  type: stockCsvColumnKind(column),
  value: (cells) => textOfCsvCell(cells[i] ?? ''),
}));

/** What the for-sale stock holds, per currency (stock.repository.ts priceRanges). */
async function priceRangesByCurrency(db: DbOrTx): Promise<Map<string, StockPriceRange>> {
  const ranges = await createStockRepository(db).priceRanges();
  return new Map(ranges.map((range) => [range.currency, range]));
}

export function createStockImportService({ db }: { db: Db }) {
  /** Catalogue ids and derived columns for a batch; each make/model/category/dealer looked up once. */
  async function valuesOfBatch(tx: DbOrTx, inputs: VehicleInput[], now: Date): Promise<VehicleValues[]> {
    const repo = createStockRepository(tx);
    const memo = new Map<string, Promise<unknown>>();
    const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
      if (!memo.has(key)) memo.set(key, load());
      return memo.get(key) as Promise<T>;
    };
    const values: VehicleValues[] = [];
    // One at a time: a transaction runs one statement at a time anyway, and memo keeps it short.
    for (const input of inputs) {
      const make = await once(`make:${input.make.toLowerCase()}`, () => repo.findOrCreateMake(input.make));
      const model = await once(`model:${make.id}:${input.model.toLowerCase()}`, () =>
        repo.findOrCreateModel(make.id, input.model),
      );
      const categoryId = await once(`category:${input.bodyType.toLowerCase()}`, () =>
        repo.categoryIdFor(input.bodyType),
      );
      const dealerId = await once(`dealer:${input.dealerName.toLowerCase()}`, () =>
        repo.dealerIdFor(input.dealerName),
      );
      const named = { ...input, make: make.name, model: model.name };
      values.push({
        ...named,
        makeId: make.id,
        modelId: model.id,
        categoryId,
        dealerId,
        condition: input.conditionGrade === null ? 'repaired' : 'used',
        searchText: vehicleSearchText(named),
        status: LISTED_VEHICLE_STATUS,
        photoCount: 1,
        listedAt: now,
        updatedAt: now,
      });
    }
    return values;
  }

  return {
    /** Reads and validates a whole file (CSV or XLSX); writes nothing. */
    async check(file: Buffer, encoding: ImportEncoding): Promise<StockImportCheck> {
      const { readAs, header, rows: sheetRows } = await readSheet(file, encoding);
      const problems: StockImportProblem[] = [];
      const missing = STOCK_CSV_COLUMNS.filter((column) => !header.includes(column));
      if (sheetRows.length > STOCK_IMPORT_LIMITS.maxRows) {
        throw badRequest(
          fill(/*i18n*/ 'This file has {rows} rows; please import at most {limit} at a time.', {
            rows: sheetRows.length.toLocaleString('en-NZ'),
            limit: STOCK_IMPORT_LIMITS.maxRows.toLocaleString('en-NZ'),
          }),
        );
      }
      if (missing.length > 0) {
        for (const column of missing)
          problems.push({
            row: 1,
            column,
            message: `The column "${column}" is missing from the header row.`,
          });
        return { readAs, rows: sheetRows.length, problems, toConfirm: [], valid: [] };
      }
      // A row with cells beyond the header is refused whole: its values would belong to no column.
      const records: { row: number; cells: Record<string, string> }[] = [];
      for (const sheetRow of sheetRows) {
        const extra = extraCellsMessage(header, sheetRow);
        if (extra !== null)
          problems.push({ row: sheetRow.row, column: String(header.length + 1), message: extra });
        else
          records.push({
            row: sheetRow.row,
            cells: Object.fromEntries(header.map((name, i) => [name, sheetRow.cells[i] ?? ''])),
          });
      }

      const repo = createStockImportRepository(db);
      const currencies = await repo.currencyCodes();
      const ranges = await priceRangesByCurrency(db);
      const toConfirm: StockImportProblem[] = [];
      const parsed: { row: number; vehicle: VehicleInput }[] = [];
      const bad = new Set<number>();
      const firstRowOf = new Map<string, number>();
      for (const { row, cells } of records) {
        const result = vehicleInputSchema.safeParse(vehicleValuesFromCsv(cells));
        if (!result.success) {
          const seen = new Set<string>();
          for (const issue of result.error.issues) {
            const column = csvColumnOf(issue.path);
            if (seen.has(column)) continue;
            seen.add(column);
            problems.push({ row, column, message: issue.message });
          }
          bad.add(row);
          continue;
        }
        const vehicle = result.data;
        if (!currencies.has(vehicle.negotiateCurrency)) {
          problems.push({
            row,
            column: 'negotiateCurrency',
            message: /*i18n*/ 'There is no exchange rate for this currency. Please choose another.',
          });
          bad.add(row);
        }
        // The same rule as the form: a slip is refused, a price outside what the stock holds listed
        // for staff to confirm before the import.
        const price = stockPriceCheck(vehicle, ranges.get(vehicle.negotiateCurrency));
        if (price.message !== null) {
          if (isImpossibleAmount(price.plausibility)) {
            problems.push({ row, column: 'basePrice', message: price.message });
            bad.add(row);
          } else toConfirm.push({ row, column: 'basePrice', message: price.message });
        }
        const first = firstRowOf.get(vehicle.chassis);
        if (first !== undefined) {
          problems.push({
            row,
            column: 'chassis',
            message: `This chassis number is also on row ${first} of this file.`,
          });
          bad.add(row);
        } else firstRowOf.set(vehicle.chassis, row);
        parsed.push({ row, vehicle });
      }

      const taken = await repo.existingChassis([...firstRowOf.keys()]);
      for (const { row, vehicle } of parsed) {
        if (taken.has(vehicle.chassis)) {
          problems.push({ row, column: 'chassis', message: STOCK_MESSAGES.duplicateChassis });
          bad.add(row);
        }
      }
      problems.sort((a, b) => a.row - b.row);
      return {
        readAs,
        rows: sheetRows.length,
        problems,
        toConfirm: toConfirm.filter(({ row }) => !bad.has(row)),
        valid: parsed.filter(({ row }) => !bad.has(row)),
      };
    },

    /**
     * Writes one batch in one transaction: every vehicle listed now and available, its first price,
     * one activity row each. Any row in stock already, or twice in the batch: nothing is written.
     */
    async importBatch(actor: Actor, inputs: VehicleInput[]): Promise<{ imported: number }> {
      const repo = createStockImportRepository(db);
      const fieldErrors: Record<string, string> = {};
      const seen = new Set<string>();
      inputs.forEach((input, i) => {
        if (seen.has(input.chassis))
          fieldErrors[`vehicles.${i}.chassis`] = /*i18n*/ 'This chassis number is twice in the batch.';
        seen.add(input.chassis);
      });
      const taken = await repo.existingChassis([...seen]);
      const currencies = await repo.currencyCodes();
      const ranges = await priceRangesByCurrency(db);
      inputs.forEach((input, i) => {
        if (taken.has(input.chassis)) fieldErrors[`vehicles.${i}.chassis`] = STOCK_MESSAGES.duplicateChassis;
        if (!currencies.has(input.negotiateCurrency))
          fieldErrors[`vehicles.${i}.negotiateCurrency`] =
            /*i18n*/ 'There is no exchange rate for this currency. Please choose another.';
        const refusal = refusalMessage(stockPriceCheck(input, ranges.get(input.negotiateCurrency)));
        if (refusal !== null) fieldErrors[`vehicles.${i}.basePrice`] = refusal;
      });
      if (Object.keys(fieldErrors).length > 0)
        throw badRequest(/*i18n*/ 'Some rows cannot be imported; nothing was written.', fieldErrors);

      try {
        await db.transaction(async (tx) => {
          const now = new Date();
          const txRepo = createStockImportRepository(tx);
          const rows = await txRepo.insertMany(await valuesOfBatch(tx, inputs, now));
          await txRepo.addPrices(
            rows.map((row) => ({
              vehicleId: row.id,
              basePrice: row.basePrice,
              currency: row.negotiateCurrency,
              changedBy: actor.userId,
              changedAt: now,
            })),
          );
          await recordActivities(
            tx,
            actor,
            rows.map((row) => ({
              entityType: 'vehicle',
              entityId: row.id,
              action: 'imported',
              summary: vehicleSummary(row),
              after: snapshot(row),
            })),
          );
        });
      } catch (error) {
        // Another import or a staff member added one of these chassis numbers since the check.
        if (
          (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        )
          throw badRequest(
            /*i18n*/ 'A chassis number of this batch was added to stock meanwhile; nothing was written. Please check the file again.',
          );
        throw error;
      }
      return { imported: inputs.length };
    },

    /** The current stock in the import's columns, read a page at a time (fine at 100k vehicles). */
    exportSheet(name: string): SheetExport<string[]> {
      const repo = createStockImportRepository(db);
      async function* pages() {
        let afterId = 0;
        for (;;) {
          const page = await repo.pageAfter(afterId, 2000);
          const last = page.at(-1);
          if (!last) return;
          yield page.map((row) =>
            vehicleToCsvCells({ ...row, negotiateCurrency: row.negotiateCurrency.trim() }),
          );
          afterId = last.id;
        }
      }
      return { name, columns: STOCK_SHEET_COLUMNS, rows: pages() };
    },

    /** The header and one example row, so a spreadsheet starts with the right columns. */
    templateSheet(): SheetExport<string[]> {
      return {
        name: 'stock-template',
        columns: STOCK_SHEET_COLUMNS,
        rows: [vehicleToCsvCells(STOCK_CSV_EXAMPLE)],
      };
    },
  };
}

/** The template's example row: a typical unit, every column filled the way the import reads it. */
const STOCK_CSV_EXAMPLE: VehicleInput = {
  chassis: 'NHP10-1234567',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2019,
  month: 6,
  bodyType: 'Hatchback',
  kms: 48000,
  engineCc: 1500,
  doors: 5,
  seats: 5,
  isLeftHandDrive: false,
  transmission: 'CVT',
  fuel: 'Hybrid',
  driveType: '2WD',
  wheelStyle: 1,
  interiorType: 'Cloth',
  interiorColor: 'Black',
  hasSunRoof: false,
  lengthMm: 4050,
  widthMm: 1695,
  heightMm: 1455,
  color: 'Pearl White',
  conditionGrade: '4.5',
  interiorGrade: 'B',
  location: 'Yokohama',
  stockTab: 1,
  stockType: 'ibc',
  deliveryTypes: [],
  isMaxcareUnit: false,
  isIdirect: false,
  isKapStock: false,
  terms: 'FOB',
  customerTerms: null,
  dealerName: '',
  keywords: 'hybrid eco',
  features: ['Navigation', 'Reversing camera'],
  negotiateCurrency: 'JPY',
  basePrice: '650',
  sizeClass: 'small',
};

export type StockImportService = ReturnType<typeof createStockImportService>;
