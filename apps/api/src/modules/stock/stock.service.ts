// Use cases of the back office's stock pages: list, read, create, edit and change the
// status of a vehicle. Every write runs in one transaction with its activity-log row (and, when
// the price changes, its price-history row), so the log never tells of a change that did not happen.
import {
  LISTED_VEHICLE_STATUS,
  Money,
  STOCK_MESSAGES,
  refusalMessage,
  stockPriceCheck,
  VEHICLE_MACHINE,
  type MachineRole,
  type StaffVehicleAction,
  type VehicleAction,
  type StockList,
  type StockListQuery,
  type StockPriceRanges,
  type StockVehicle,
  type VehicleInput,
  type VehicleStatus,
  vehicleFieldsSchema,
} from '@ibc/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, notFound, isUniqueViolation } from '../../lib/errors.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import { createStockRepository, type VehicleRecord, type VehicleValues } from './stock.repository.ts';
import { vehicleSearchText } from './vehicle-search-text.ts';

export interface StockServiceDeps {
  db: Db;
}

/** What a person reads in the activity log: 'Toyota Aqua NHP10-1234567'. */
export const vehicleSummary = (v: { make: string; model: string; chassis: string }) =>
  `${v.make} ${v.model} ${v.chassis}`;

const duplicateChassis = () =>
  badRequest(/*i18n*/ 'Please check the highlighted fields.', { chassis: STOCK_MESSAGES.duplicateChassis });

// The fields staff edit (the shared schema's) and the status: what the activity log compares.
const LOGGED_FIELDS = [...Object.keys(vehicleFieldsSchema.shape), 'status'] as (keyof VehicleRecord)[];

export function snapshot(row: VehicleRecord): Record<string, unknown> {
  return Object.fromEntries(LOGGED_FIELDS.map((field) => [field, row[field]]));
}

const samePrice = (a: VehicleRecord, currency: string, price: string) =>
  a.negotiateCurrency.trim() === currency && new Money(a.basePrice).eq(new Money(price));

export function createStockService({ db }: StockServiceDeps) {
  const repo = createStockRepository(db);

  /** The stored columns of a vehicle entered as `input` (catalogue rows found or created in `tx`). */
  async function valuesOf(tx: DbOrTx, input: VehicleInput): Promise<Omit<VehicleValues, 'status'>> {
    const txRepo = createStockRepository(tx);
    const make = await txRepo.findOrCreateMake(input.make);
    const model = await txRepo.findOrCreateModel(make.id, input.model);
    const named = { ...input, make: make.name, model: model.name };
    return {
      ...named,
      makeId: make.id,
      modelId: model.id,
      categoryId: await txRepo.categoryIdFor(input.bodyType),
      dealerId: await txRepo.dealerIdFor(input.dealerName),
      // 'R' (no grade) is a repaired unit, as the seed and the search's condition filter read it.
      condition: input.conditionGrade === null ? 'repaired' : 'used',
      searchText: vehicleSearchText(named),
    };
  }

  async function checkInput(input: VehicleInput, before?: VehicleRecord): Promise<void> {
    if (!(await repo.currencyExists(input.negotiateCurrency))) {
      throw badRequest(/*i18n*/ 'Please check the highlighted fields.', {
        negotiateCurrency: /*i18n*/ 'There is no exchange rate for this currency. Please choose another.',
      });
    }
    if (await repo.chassisTaken(input.chassis, before?.id)) throw duplicateChassis();
    // A price is judged when it is entered: an unchanged one is left as it is, whatever the stock
    // holds now. A slip (a price ten times beyond what the stock holds) is refused; one merely
    // outside it is the person's call, confirmed in the form before it is sent.
    if (before && samePrice(before, input.negotiateCurrency, input.basePrice)) return;
    const [range] = await repo.priceRanges({ currency: input.negotiateCurrency, exceptId: before?.id });
    const refusal = refusalMessage(stockPriceCheck(input, range));
    if (refusal !== null) {
      throw badRequest(/*i18n*/ 'Please check the highlighted fields.', { basePrice: refusal });
    }
  }

  /** Runs a write; the chassis unique index decides a race that the check before it could not. */
  async function write<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateChassis();
      throw error;
    }
  }

  /**
   * The one place a vehicle's status changes: the row locked, the step checked against
   * VEHICLE_MACHINE with the facts read in the same transaction, the new status and its log row
   * written there too. Offers and purchases call it through the StepVehicle hook (system steps).
   */
  async function stepVehicle(
    tx: Tx,
    vehicleId: number,
    action: VehicleAction,
    role: MachineRole,
    actor: Actor,
  ): Promise<{ from: VehicleStatus; to: VehicleStatus }> {
    const txRepo = createStockRepository(tx);
    const before = await txRepo.findById(vehicleId, { forUpdate: true });
    if (!before) throw notFound(STOCK_MESSAGES.notFound);
    const to = decideStep(VEHICLE_MACHINE, before.status, action, role, {
      hasLivePurchase: (await txRepo.livePurchaseId(vehicleId)) !== null,
    });
    const after = await txRepo.update(vehicleId, { status: to, updatedAt: new Date() });
    await recordActivity(tx, actor, {
      entityType: 'vehicle',
      entityId: vehicleId,
      action: 'status-changed',
      summary: `${vehicleSummary(after)}: ${action}`,
      before: { status: before.status },
      after: { status: after.status },
    });
    return { from: before.status, to };
  }

  async function detail(id: number): Promise<StockVehicle> {
    const row = await repo.findById(id);
    if (!row) throw notFound(STOCK_MESSAGES.notFound);
    const history = await repo.priceHistory(id);
    const purchaseId = await repo.livePurchaseId(id);
    const allowedActions = VEHICLE_MACHINE.allowedActions(row.status, 'staff', {
      hasLivePurchase: purchaseId !== null,
    });
    return {
      id: row.id,
      chassis: row.chassis,
      make: row.make,
      model: row.model,
      grade: row.grade,
      year: row.year,
      month: row.month,
      bodyType: row.bodyType,
      kms: row.kms,
      engineCc: row.engineCc,
      doors: row.doors,
      seats: row.seats,
      isLeftHandDrive: row.isLeftHandDrive,
      transmission: row.transmission,
      fuel: row.fuel,
      driveType: row.driveType,
      wheelStyle: row.wheelStyle,
      interiorType: row.interiorType,
      interiorColor: row.interiorColor,
      hasSunRoof: row.hasSunRoof,
      lengthMm: row.lengthMm,
      widthMm: row.widthMm,
      heightMm: row.heightMm,
      color: row.color,
      conditionGrade: row.conditionGrade,
      interiorGrade: row.interiorGrade,
      location: row.location,
      stockTab: row.stockTab,
      stockType: row.stockType,
      deliveryTypes: row.deliveryTypes,
      isMaxcareUnit: row.isMaxcareUnit,
      isIdirect: row.isIdirect,
      isKapStock: row.isKapStock,
      terms: row.terms,
      customerTerms: row.customerTerms,
      dealerName: row.dealerName,
      keywords: row.keywords,
      features: row.features,
      negotiateCurrency: row.negotiateCurrency.trim(),
      basePrice: row.basePrice,
      sizeClass: row.sizeClass,
      status: row.status,
      listedAt: row.listedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      priceHistory: history.map((h) => ({
        basePrice: h.basePrice,
        currency: h.currency.trim(),
        changedAt: h.changedAt.toISOString(),
        changedBy: h.changedBy,
      })),
      allowedActions,
      purchaseId,
    };
  }

  return {
    async list(query: StockListQuery): Promise<StockList> {
      const total = await repo.count(query);
      const rows = await repo.page(query, total);
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        items: rows.map((row) => ({
          ...row,
          negotiateCurrency: row.negotiateCurrency.trim(),
          listedAt: row.listedAt.toISOString(),
        })),
      };
    },

    get: detail,

    /** What the stock holds per currency: the form asks to confirm a price outside it. */
    async priceRanges(): Promise<StockPriceRanges> {
      return { ranges: await repo.priceRanges() };
    },

    /** A new vehicle, listed now and available, with its first price in the history. */
    async create(actor: Actor, input: VehicleInput): Promise<StockVehicle> {
      await checkInput(input);
      const id = await write(async (tx) => {
        const txRepo = createStockRepository(tx);
        const now = new Date();
        const row = await txRepo.insert({
          ...(await valuesOf(tx, input)),
          status: LISTED_VEHICLE_STATUS,
          // One "photo coming soon" picture until the photos are uploaded.
          photoCount: 1,
          listedAt: now,
          updatedAt: now,
        });
        await txRepo.addPrice({
          vehicleId: row.id,
          basePrice: row.basePrice,
          currency: row.negotiateCurrency,
          changedBy: actor.userId,
          changedAt: now,
        });
        await recordActivity(tx, actor, {
          entityType: 'vehicle',
          entityId: row.id,
          action: 'created',
          summary: vehicleSummary(row),
          after: snapshot(row),
        });
        return row.id;
      });
      return detail(id);
    },

    /** Every field replaced by `input`; a new price (or currency) is appended to the price history. */
    async update(actor: Actor, id: number, input: VehicleInput): Promise<StockVehicle> {
      const current = await repo.findById(id);
      if (!current) throw notFound(STOCK_MESSAGES.notFound);
      await checkInput(input, current);
      await write(async (tx) => {
        const txRepo = createStockRepository(tx);
        const before = await txRepo.findById(id, { forUpdate: true });
        if (!before) throw notFound(STOCK_MESSAGES.notFound);
        const now = new Date();
        const after = await txRepo.update(id, { ...(await valuesOf(tx, input)), updatedAt: now });
        if (!samePrice(before, input.negotiateCurrency, input.basePrice)) {
          await txRepo.addPrice({
            vehicleId: id,
            basePrice: after.basePrice,
            currency: after.negotiateCurrency,
            changedBy: actor.userId,
            changedAt: now,
          });
        }
        await recordActivity(tx, actor, {
          entityType: 'vehicle',
          entityId: id,
          action: 'updated',
          summary: vehicleSummary(after),
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return detail(id);
    },

    stepVehicle,

    /**
     * A staff step on a vehicle's status (withdraw, relist, mark sold). A reserved car goes back on
     * sale only with its purchase cancelled; a refused step is a 409, written to the activity log.
     */
    async changeStatus(actor: Actor, id: number, action: StaffVehicleAction): Promise<StockVehicle> {
      const current = await repo.findById(id);
      if (!current) throw notFound(STOCK_MESSAGES.notFound);
      await loggingRefusals(
        db,
        actor,
        { entityType: 'vehicle', entityId: id, summary: vehicleSummary(current) },
        () => db.transaction((tx) => stepVehicle(tx, id, action, 'staff', actor)),
      );
      return detail(id);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
