// The shipping schedule: staff enter the carriers' voyages and move their dates as the
// lines change them; members see the upcoming sailings to their country's ports. Dates are calendar
// dates stored as the start of that day in UTC (contracts/shipping.ts), so "today" is the UTC date.
import {
  PAST_VOYAGES_LIMIT,
  SHIPPING_MESSAGES,
  type MemberShippingSchedule,
  type ShippingPorts,
  type Voyage,
  type VoyageInput,
  type VoyageList,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import type { VoyageMoved } from '../../lib/deal-hooks.ts';
import { badRequest, conflict, notFound, isUniqueViolation } from '../../lib/errors.ts';
import {
  createShippingRepository,
  type PortCallRow,
  type PortRow,
  type ShippingRepository,
  type VoyageRow,
} from './shipping.repository.ts';
import { present } from '../../lib/present.ts';

/** Japan's ISO code: its ports are ports of loading, every other country's are ports of discharge. */
const JAPAN = 'JP';
/** New Zealand (spec §9), the exporter's main market: first in the form's list of destinations. */
const NEW_ZEALAND = 75;

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);

const duplicateVoyage = () =>
  badRequest(/*i18n*/ 'Please check the highlighted fields.', {
    voyageNumber: SHIPPING_MESSAGES.duplicateVoyage,
  });

const toCall = (call: PortCallRow) => ({
  portId: call.portId,
  portName: call.portName,
  countryId: call.countryId,
  countryName: call.countryName,
  eta: dateOf(call.eta),
});

function withCalls(rows: VoyageRow[], calls: PortCallRow[]): Voyage[] {
  return rows.map((row) => ({
    id: row.id,
    vesselName: row.vesselName,
    voyageNumber: row.voyageNumber,
    loadingPort: row.loadingPort,
    etd: dateOf(row.etd),
    calls: calls.filter((call) => call.voyageId === row.id).map(toCall),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * What the activity log compares: one field per port ('ETA Auckland'), so a moved date reads as
 * "ETA Auckland: 2025-03-17 -> 2025-03-19" and an added or dropped call as a value from or to null.
 */
function snapshot(voyage: Omit<Voyage, 'id' | 'updatedAt'>): Record<string, string> {
  const fields: Record<string, string> = {
    vessel: voyage.vesselName,
    voyageNumber: voyage.voyageNumber,
    loadingPort: voyage.loadingPort,
    etd: voyage.etd,
  };
  for (const call of voyage.calls) fields[`ETA ${call.portName}`] = call.eta;
  return fields;
}

const summaryOf = (voyage: { vesselName: string; voyageNumber: string }) =>
  `${voyage.vesselName} voyage ${voyage.voyageNumber}`;

export interface ShippingServiceDeps {
  db: Db;
  /** Purchases booked on a voyage move with it (the purchases module, wired in services.ts). */
  voyageMoved: VoyageMoved;
  /** The clock (tests). */
  now?: () => Date;
}

export function createShippingService(deps: ShippingServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createShippingRepository(db);
  const today = () => dayOf(dateOf(now()));

  async function loadVoyages(r: ShippingRepository, rows: VoyageRow[]): Promise<Voyage[]> {
    return withCalls(rows, await r.callsOf(rows.map((row) => row.id)));
  }

  async function findVoyage(r: ShippingRepository, id: number): Promise<Voyage | null> {
    const row = await r.findVoyage(id);
    return row ? ((await loadVoyages(r, [row]))[0] ?? null) : null;
  }

  /** The ports of the calls, or a 400 naming each call whose port does not exist (or is in Japan). */
  async function requirePorts(input: VoyageInput): Promise<Map<number, PortRow>> {
    const found = new Map(
      (await repo.portsByIds(input.calls.map((call) => call.portId)))
        .filter((port) => port.countryCode !== JAPAN)
        .map((port) => [port.id, port]),
    );
    const fieldErrors: Record<string, string> = {};
    input.calls.forEach((call, index) => {
      if (!found.has(call.portId)) fieldErrors[`calls.${index}.portId`] = SHIPPING_MESSAGES.unknownPort;
    });
    if (Object.keys(fieldErrors).length > 0)
      throw badRequest(/*i18n*/ 'Please check the highlighted fields.', fieldErrors);
    return found;
  }

  /** The voyage as the input describes it, for the activity log. */
  function described(input: VoyageInput, portsById: Map<number, PortRow>) {
    return {
      vesselName: input.vesselName,
      voyageNumber: input.voyageNumber,
      loadingPort: input.loadingPort,
      etd: input.etd,
      calls: [...input.calls]
        .sort((a, b) => a.eta.localeCompare(b.eta) || a.portId - b.portId)
        .map((call) => {
          const port = present(portsById.get(call.portId), `the port ${call.portId}, checked above`);
          return {
            portId: port.id,
            portName: port.name,
            countryId: port.countryId,
            countryName: port.countryName,
            eta: call.eta,
          };
        }),
    };
  }

  /** Writes the voyage (new when `id` is undefined) and its calls; a taken voyage number is a 400. */
  async function save(actor: Actor, input: VoyageInput, id?: number): Promise<Voyage> {
    const portsById = await requirePorts(input);
    try {
      return await db.transaction(async (tx) => {
        const r = createShippingRepository(tx);
        const before = id === undefined ? null : await findVoyage(r, id);
        if (id !== undefined && !before) throw notFound(SHIPPING_MESSAGES.notFound);
        const vesselId = await r.findOrCreateVessel(input.vesselName);
        if (await r.voyageNumberTaken(vesselId, input.voyageNumber, id)) throw duplicateVoyage();
        const values = {
          vesselId,
          voyageNumber: input.voyageNumber,
          loadingPort: input.loadingPort,
          etd: dayOf(input.etd),
        };
        const voyageId = id ?? (await r.insertVoyage(values));
        if (id !== undefined) await r.updateVoyage(id, values);
        await r.replaceCalls(
          voyageId,
          input.calls.map((call) => ({ portId: call.portId, eta: dayOf(call.eta) })),
        );
        if (id !== undefined) await deps.voyageMoved(tx, voyageId, actor);
        const after = described(input, portsById);
        await recordActivity(tx, actor, {
          entityType: 'voyage',
          entityId: voyageId,
          action: before ? 'updated' : 'created',
          summary: summaryOf(after),
          before: before ? snapshot(before) : null,
          after: snapshot(after),
        });
        return present(await findVoyage(r, voyageId), `the voyage ${voyageId}, stored just before`);
      });
    } catch (error) {
      // Two staff saving the same vessel and number at once: the unique index decides.
      if (isUniqueViolation(error)) throw duplicateVoyage();
      throw error;
    }
  }

  return {
    /** GET /api/admin/shipping/voyages */
    async listVoyages(includePast: boolean): Promise<VoyageList> {
      const day = today();
      const upcoming = await loadVoyages(repo, await repo.upcomingVoyages(day));
      const past = includePast
        ? await loadVoyages(repo, await repo.pastVoyages(day, PAST_VOYAGES_LIMIT))
        : [];
      return { upcoming, past };
    },

    /** GET /api/admin/shipping/ports */
    async formOptions(): Promise<ShippingPorts> {
      const all = await repo.allPorts();
      const destinations = new Map<number, ShippingPorts['destinations'][number]>();
      for (const port of all) {
        if (port.countryCode === JAPAN) continue;
        const group = destinations.get(port.countryId) ?? {
          countryId: port.countryId,
          countryName: port.countryName,
          ports: [],
        };
        group.ports.push({ id: port.id, name: port.name });
        destinations.set(port.countryId, group);
      }
      return {
        loadingPorts: all.filter((port) => port.countryCode === JAPAN).map((port) => port.name),
        vessels: await repo.vesselNames(),
        destinations: [...destinations.values()].sort(
          (a, b) =>
            Number(b.countryId === NEW_ZEALAND) - Number(a.countryId === NEW_ZEALAND) ||
            a.countryName.localeCompare(b.countryName),
        ),
      };
    },

    /** POST /api/admin/shipping/voyages */
    createVoyage: (actor: Actor, input: VoyageInput) => save(actor, input),

    /** PUT /api/admin/shipping/voyages/:id: new dates, ports, vessel or number; 404 when gone. */
    updateVoyage: (actor: Actor, id: number, input: VoyageInput) => save(actor, input, id),

    /**
     * DELETE /api/admin/shipping/voyages/:id: for a voyage entered by mistake or cancelled by the
     * line. The log keeps what it was.
     */
    async deleteVoyage(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (await createShippingRepository(tx).hasBookings(id)) throw conflict(SHIPPING_MESSAGES.booked);
        const r = createShippingRepository(tx);
        const before = await findVoyage(r, id);
        if (!before || !(await r.deleteVoyage(id))) throw notFound(SHIPPING_MESSAGES.notFound);
        await recordActivity(tx, actor, {
          entityType: 'voyage',
          entityId: id,
          action: 'deleted',
          summary: summaryOf(before),
          before: snapshot(before),
          after: null,
        });
      });
    },

    /**
     * GET /api/shipping-schedule: the sailings still to arrive at the member's country, with the ETA
     * at each of its ports; an account without a country (staff) sees every upcoming voyage.
     */
    async memberSchedule(countryId: number | null): Promise<MemberShippingSchedule> {
      const day = today();
      const scope = countryId ?? undefined;
      const rows = await repo.upcomingVoyages(day, scope);
      const calls = await repo.callsOf(
        rows.map((row) => row.id),
        scope,
      );
      const ports = new Map<number, { id: number; name: string; countryName: string; countryId: number }>();
      for (const call of calls)
        ports.set(call.portId, {
          id: call.portId,
          name: call.portName,
          countryName: call.countryName,
          countryId: call.countryId,
        });
      const countryName = countryId === null ? null : await repo.countryName(countryId);
      return {
        country: countryId !== null && countryName ? { id: countryId, name: countryName } : null,
        // The reference order of the ports (Auckland, Wellington, Lyttelton, Nelson), by country.
        ports: [...ports.values()]
          .sort((a, b) => a.countryName.localeCompare(b.countryName) || a.id - b.id)
          .map(({ id, name, countryName: country }) => ({ id, name, countryName: country })),
        sailings: withCalls(rows, calls).map(({ updatedAt: _updatedAt, ...sailing }) => sailing),
      };
    },
  };
}
