// SQL of the shipping schedule. A voyage is upcoming while any of its port calls is today
// or later (a vessel at sea still matters to the dealers whose cars are on it), past once its last
// ETA is behind. Writes take the caller's transaction, so the activity log commits with the change.
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, ports, purchases, vessels, voyagePortCalls, voyages } from '../../db/schema.ts';
import { voyageColumns } from '../../db/voyage-columns.ts';
import { present } from '../../lib/present.ts';

export interface VoyageRow {
  id: number;
  vesselName: string;
  voyageNumber: string;
  loadingPort: string;
  etd: Date;
  updatedAt: Date;
}

export interface PortCallRow {
  voyageId: number;
  portId: number;
  portName: string;
  countryId: number;
  countryName: string;
  eta: Date;
}

export interface PortRow {
  id: number;
  name: string;
  countryId: number;
  countryName: string;
  countryCode: string;
}

export interface VoyageValues {
  vesselId: number;
  voyageNumber: string;
  loadingPort: string;
  etd: Date;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Calls of the voyage at `from` or later, optionally only at the ports of one country. */
const callsFrom = (from: Date, countryId?: number): SQL => sql`exists (
  select 1 from voyage_port_calls c
    join ports p on p.id = c.port_id
   where c.voyage_id = ${voyages.id} and c.eta >= ${instant(from)}
   ${countryId === undefined ? sql`` : sql`and p.country_id = ${countryId}`})`;

/** A voyage as the schedule shows it: the columns a booking names it by, and when it last changed. */
const scheduleColumns = { ...voyageColumns, updatedAt: voyages.updatedAt };

export function createShippingRepository(db: DbOrTx) {
  const selectVoyages = () =>
    db.select(scheduleColumns).from(voyages).innerJoin(vessels, eq(vessels.id, voyages.vesselId));
  /** Ports with their country, as the form and the voyage pages name them. */
  const selectPorts = () =>
    db
      .select({
        id: ports.id,
        name: ports.name,
        countryId: ports.countryId,
        countryName: countries.name,
        countryCode: countries.code,
      })
      .from(ports)
      .innerJoin(countries, eq(countries.id, ports.countryId));

  return {
    /** Whether purchases are booked on the voyage: it cannot be deleted then. */
    async hasBookings(voyageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(eq(purchases.voyageId, voyageId))
        .limit(1);
      return row !== undefined;
    },

    /** Voyages still calling somewhere today or later, by ETD (then vessel). */
    async upcomingVoyages(today: Date, countryId?: number): Promise<VoyageRow[]> {
      return selectVoyages()
        .where(callsFrom(today, countryId))
        .orderBy(asc(voyages.etd), asc(vessels.name), asc(voyages.id));
    },

    /** Voyages whose every call is before today, the newest first. */
    async pastVoyages(today: Date, limit: number): Promise<VoyageRow[]> {
      return selectVoyages()
        .where(sql`not ${callsFrom(today)}`)
        .orderBy(desc(voyages.etd), asc(vessels.name), desc(voyages.id))
        .limit(limit);
    },

    async findVoyage(id: number): Promise<VoyageRow | null> {
      const [row] = await selectVoyages().where(eq(voyages.id, id));
      return row ?? null;
    },

    /** The port calls of these voyages (only at one country's ports when given), by ETA. */
    async callsOf(voyageIds: number[], countryId?: number): Promise<PortCallRow[]> {
      if (voyageIds.length === 0) return [];
      return db
        .select({
          voyageId: voyagePortCalls.voyageId,
          portId: voyagePortCalls.portId,
          portName: ports.name,
          countryId: ports.countryId,
          countryName: countries.name,
          eta: voyagePortCalls.eta,
        })
        .from(voyagePortCalls)
        .innerJoin(ports, eq(ports.id, voyagePortCalls.portId))
        .innerJoin(countries, eq(countries.id, ports.countryId))
        .where(
          and(
            inArray(voyagePortCalls.voyageId, voyageIds),
            countryId === undefined ? undefined : eq(ports.countryId, countryId),
          ),
        )
        .orderBy(asc(voyagePortCalls.eta), asc(ports.id));
    },

    /** Every port with its country (the form's choices; Japan's are the ports of loading). */
    async allPorts(): Promise<PortRow[]> {
      return selectPorts().orderBy(asc(countries.name), asc(ports.id));
    },

    async portsByIds(ids: number[]): Promise<PortRow[]> {
      if (ids.length === 0) return [];
      return selectPorts().where(inArray(ports.id, ids));
    },

    async countryName(countryId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: countries.name })
        .from(countries)
        .where(eq(countries.id, countryId));
      return row?.name ?? null;
    },

    async vesselNames(): Promise<string[]> {
      const rows = await db.select({ name: vessels.name }).from(vessels).orderBy(asc(vessels.name));
      return rows.map((row) => row.name);
    },

    /** The vessel of that name (any letter case), added when it is new. */
    async findOrCreateVessel(name: string): Promise<number> {
      const [found] = await db
        .select({ id: vessels.id })
        .from(vessels)
        .where(sql`lower(${vessels.name}) = lower(${name})`)
        .limit(1);
      if (found) return found.id;
      const [created] = await db.insert(vessels).values({ name }).returning({ id: vessels.id });
      return present(created, 'the inserted vessel').id;
    },

    /** Whether the vessel already has a voyage of that number (other than `exceptId`). */
    async voyageNumberTaken(vesselId: number, voyageNumber: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: voyages.id })
        .from(voyages)
        .where(
          and(
            eq(voyages.vesselId, vesselId),
            sql`lower(${voyages.voyageNumber}) = lower(${voyageNumber})`,
            exceptId === undefined ? undefined : ne(voyages.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertVoyage(values: VoyageValues): Promise<number> {
      const [row] = await db.insert(voyages).values(values).returning({ id: voyages.id });
      return present(row, 'the inserted voyage').id;
    },

    async updateVoyage(id: number, values: VoyageValues): Promise<void> {
      await db
        .update(voyages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(voyages.id, id));
    },

    /** The voyage's calls become exactly these. */
    async replaceCalls(voyageId: number, calls: { portId: number; eta: Date }[]): Promise<void> {
      await db.delete(voyagePortCalls).where(eq(voyagePortCalls.voyageId, voyageId));
      if (calls.length > 0)
        await db.insert(voyagePortCalls).values(calls.map((call) => ({ voyageId, ...call })));
    },

    /** Deletes the voyage and (by cascade) its calls. */
    async deleteVoyage(id: number): Promise<boolean> {
      const rows = await db.delete(voyages).where(eq(voyages.id, id)).returning({ id: voyages.id });
      return rows.length > 0;
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
