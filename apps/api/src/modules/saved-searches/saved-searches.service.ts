// Saved searches and new-stock alerts. A member saves the search page's query with a
// name and a frequency (instant, daily digest, off). The 'saved-search-alerts' job, every minute,
// matches vehicles newly listed or reduced against every saved search, by the search's own SQL
// (stock search's WHERE, handed in from services.ts), and records each (search, vehicle) once: the
// same vehicle never alerts the same search twice. Instant searches get their mail at once; daily
// ones wait for 'saved-search-digest', one mail per member. 'Alert me when it arrives' saves the
// search and, with a note, hands a sourcing request to the enquiries module.
import {
  DEFAULT_PAGE,
  fill,
  MAX_SAVED_SEARCHES,
  newAlerts,
  parseSearchQuery,
  SAVED_SEARCH_MESSAGES,
  seesPrices,
  serializeSearchQuery,
  StockTab,
  canSeeDduStock,
  type AlertCandidate,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchCreated,
  type SavedSearchUpdate,
  type SearchFilter,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Notify } from '../../lib/notifications.ts';
import { translator } from '../../lib/i18n.ts';
import { dailyAtUtc, every, type ScheduledJob } from '../../lib/scheduled-jobs.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { loadMember } from '../../db/member-read-model.ts';
import type { Member } from '../../lib/auth-context.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { groupBy } from '../../lib/group-by.ts';
import { createPricer, loadPricingContext, type Pricer } from '../pricing/pricing.service.ts';
import { alertEmail, type SearchAlert } from './saved-search-emails.ts';
import { createSavedSearchesRepository, type CandidateRow } from './saved-searches.repository.ts';
import { present } from '../../lib/present.ts';

/** A vehicle listed or repriced this long before a search's last check is matched again (commit lag). */
const OVERLAP_MS = 2 * 60_000;
const DIGEST_MATCHES_PER_RUN = 5000;
/** At most this many tiles per search in one mail; the button opens the rest. */
const TILES_PER_SEARCH = 12;

export interface SourcingRequest {
  member: Member;
  name: string;
  query: string;
  note: string;
}

export interface SavedSearchesServiceDeps {
  db: Db;
  notify: Notify;
  vehiclePhotos: VehiclePhotos;
  publicUrl: () => string;
  wakeMail?: () => void;
  /** Stock search's own matching (modules/services.ts). */
  matchingIds: (member: Member, filter: SearchFilter, vehicleIds: readonly number[]) => Promise<number[]>;
  /** The enquiries module stores and sends a sourcing request (modules/services.ts). */
  requestSourcing: (tx: DbOrTx, request: SourcingRequest) => Promise<void>;
}

type SearchRow = Awaited<ReturnType<ReturnType<typeof createSavedSearchesRepository>['list']>>[number];

const toDto = (row: SearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency as SavedSearch['frequency'],
  newMatches: Number(row.newMatches),
  createdAt: row.createdAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
});

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toCandidate = (row: CandidateRow): AlertCandidate => ({
  vehicleId: Number(row.vehicle_id),
  status: row.status,
  listedAt: asDate(row.listed_at),
  price: row.price,
  currency: row.currency.trim(),
  lastPriceChangeAt: row.last_price_change_at === null ? null : asDate(row.last_price_change_at),
  previousPrice: row.previous_price,
  previousCurrency: row.previous_currency?.trim() ?? null,
});

/** The filter a saved query stands for: the search page's own reading, from page 1. */
function savedFilter(query: string): SearchFilter {
  const { filter } = parseSearchQuery(query);
  return { ...filter, page: DEFAULT_PAGE };
}

export function createSavedSearchesService(deps: SavedSearchesServiceDeps) {
  const { db, notify, vehiclePhotos, publicUrl, matchingIds, requestSourcing } = deps;
  const wakeMail = deps.wakeMail ?? (() => {});
  const repo = createSavedSearchesRepository(db);

  async function own(member: Member, id: number): Promise<SearchRow> {
    const row = await repo.findOwn(member.userId, id);
    if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return row;
  }

  /** The member's prices in his active account currency: one reference-data read per member. */
  const pricerOf = async (tx: DbOrTx, member: Member): Promise<Pricer> =>
    createPricer(await loadPricingContext(tx, member));

  /** Tiles of an alert, priced with the member's pricer. */
  async function alertOf(
    tx: DbOrTx,
    price: Pricer,
    search: { name: string; query: string },
    matches: readonly { vehicleId: number; reason: string }[],
  ): Promise<SearchAlert> {
    const base = publicUrl();
    const shown = matches.slice(0, TILES_PER_SEARCH);
    const rows = await createSavedSearchesRepository(tx).vehicles(shown.map((match) => match.vehicleId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      name: search.name,
      searchPath: `/search?${search.query}`,
      tiles: shown.flatMap((match) => {
        const vehicle = byId.get(match.vehicleId);
        if (!vehicle) return [];
        return [
          {
            vehicle,
            reason: match.reason,
            price: price(vehicle).price,
            photoUrl: vehiclePhotos.url(vehicle, 0, base),
          },
        ];
      }),
    };
  }

  /** The bell's title of an alert: '2 new vehicles for "Late Aquas"' (one message per number). */
  function bellTitle(alerts: readonly SearchAlert[]): string {
    const count = alerts.reduce((sum, alert) => sum + alert.tiles.length, 0);
    const [only] = alerts;
    if (alerts.length === 1 && only) {
      return count === 1
        ? fill(/*i18n*/ '1 new vehicle for "{name}"', { name: only.name })
        : fill(/*i18n*/ '{count} new vehicles for "{name}"', { count, name: only.name });
    }
    return count === 1
      ? /*i18n*/ '1 new vehicle for your saved searches'
      : fill(/*i18n*/ '{count} new vehicles for your saved searches', { count });
  }

  async function sendAlert(tx: DbOrTx, member: Member, alerts: SearchAlert[], digest: boolean) {
    const total = alerts.reduce((sum, alert) => sum + alert.tiles.length, 0);
    if (total === 0) return;
    // The e-mail in the member's language; the bell's title in English, as the bell stores its titles
    // (translated when it is read: lib/notifications.ts).
    const words = await translator(member.language);
    await notify(
      tx,
      { userId: member.userId },
      {
        kind: 'saved-search-match',
        title: bellTitle(alerts),
        body: alerts.map((alert) => `${alert.name}: ${alert.tiles.length}`).join(' · '),
        link:
          alerts.length === 1
            ? (alerts[0]?.searchPath ?? '/my-account/saved-searches')
            : '/my-account/saved-searches',
      },
    );
    await enqueueEmail(tx, {
      kind: digest ? 'saved-search-digest' : 'saved-search-alert',
      to: [member.email],
      ...alertEmail({ base: publicUrl(), contact: member.contactName, alerts, digest }, words),
    });
  }

  /** Matches news since each search's last check; instant searches are told at once. */
  async function runAlerts(now: Date): Promise<number> {
    const searches = await repo.all();
    if (searches.length === 0) return 0;
    const sinceOf = (search: (typeof searches)[number]) =>
      new Date(Math.max(search.checkedUntil.getTime() - OVERLAP_MS, search.createdAt.getTime()));
    const earliest = new Date(Math.min(...searches.map((search) => sinceOf(search).getTime())));
    const candidates = (await repo.candidates(earliest)).map(toCandidate);
    let told = 0;
    if (candidates.length > 0) {
      const members = new Map<number, { member: Member; price: Pricer } | null>();
      for (const search of searches) {
        if (!members.has(search.userId)) {
          const member = await loadMember(db, search.userId);
          members.set(
            search.userId,
            member && seesPrices(member.accountStatus) ? { member, price: await pricerOf(db, member) } : null,
          );
        }
        const who = members.get(search.userId);
        if (!who) continue;
        const { member, price } = who;
        const ids = await matchingIds(
          member,
          savedFilter(search.query),
          candidates.map((c) => c.vehicleId),
        );
        if (ids.length === 0) continue;
        const matching = candidates.filter((candidate) => ids.includes(candidate.vehicleId));
        const fresh = newAlerts(matching, sinceOf(search), await repo.alerted(search.id, ids));
        if (fresh.length === 0) continue;
        told += await db.transaction(async (tx) => {
          const txRepo = createSavedSearchesRepository(tx);
          const emailedAt = search.frequency === 'off' ? now : null;
          const recorded = new Set(await txRepo.insertMatches(search.id, fresh, now, emailedAt));
          const matches = fresh.filter((match) => recorded.has(match.vehicleId));
          if (matches.length === 0 || search.frequency !== 'instant') return 0;
          await sendAlert(tx, member, [await alertOf(tx, price, search, matches)], false);
          await txRepo.markEmailed(
            search.id,
            matches.map((match) => match.vehicleId),
            now,
          );
          return 1;
        });
      }
    }
    await repo.markChecked(
      searches.map((search) => search.id),
      now,
    );
    return told;
  }

  /** One mail per member with every daily search's matches not yet sent. */
  async function runDigest(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const txRepo = createSavedSearchesRepository(tx);
      const pending = await txRepo.lockPendingDigest(DIGEST_MATCHES_PER_RUN);
      let sent = 0;
      for (const [userId, rows] of groupBy(pending, (row) => row.user_id)) {
        const found = await loadMember(tx, userId);
        const member = found && seesPrices(found.accountStatus) ? found : null;
        const price = member ? await pricerOf(tx, member) : null;
        const alerts: SearchAlert[] = [];
        for (const [searchId, matches] of groupBy(rows, (row) => row.saved_search_id)) {
          const search = await txRepo.findOwn(userId, searchId);
          if (price && search) {
            alerts.push(
              await alertOf(
                tx,
                price,
                search,
                matches.map((m) => ({ vehicleId: m.vehicle_id, reason: m.reason })),
              ),
            );
          }
          await txRepo.markEmailed(
            searchId,
            matches.map((m) => m.vehicle_id),
            now,
          );
        }
        if (member && alerts.length > 0) {
          await sendAlert(tx, member, alerts, true);
          sent += 1;
        }
      }
      return sent;
    });
  }

  const alertsJob: ScheduledJob = {
    name: 'saved-search-alerts',
    next: every(60_000),
    async run(_db, now) {
      if ((await runAlerts(now)) > 0) wakeMail();
    },
  };

  // 20:00 UTC: 9 in the morning in New Zealand (summer), 8 in winter.
  const digestJob: ScheduledJob = {
    name: 'saved-search-digest',
    next: dailyAtUtc(20),
    async run(_db, now) {
      if ((await runDigest(now)) > 0) wakeMail();
    },
  };

  /** The query as the search page writes it, checked: a DDU search only for the DDU markets (§6). */
  function normalisedQuery(member: Member, query: string): string {
    const filter = savedFilter(query.replace(/^\?/, ''));
    const tab = filter.tab ?? (filter.stockType === 'ddu' ? StockTab.ddu : undefined);
    if (tab === StockTab.ddu && !canSeeDduStock(member.countryId)) {
      throw badRequest(SAVED_SEARCH_MESSAGES.query, { query: SAVED_SEARCH_MESSAGES.query });
    }
    const { requestOrigin: _origin, ...kept } = filter;
    return serializeSearchQuery(kept);
  }

  return {
    alertsJob,
    digestJob,

    async list(member: Member): Promise<SavedSearch[]> {
      return (await repo.list(member.userId)).map(toDto);
    },

    async create(member: Member, input: SavedSearchCreate): Promise<SavedSearchCreated> {
      const query = normalisedQuery(member, input.query);
      const note = input.note?.trim() ?? '';
      const id = await db.transaction(async (tx) => {
        const txRepo = createSavedSearchesRepository(tx);
        // Saved twice (two tabs, a double click): one search, and the second save says so.
        await txRepo.lockMember(member.userId);
        if (await txRepo.hasSame(member.userId, input.name, query))
          throw conflict(SAVED_SEARCH_MESSAGES.duplicate);
        if ((await txRepo.count(member.userId)) >= MAX_SAVED_SEARCHES)
          throw badRequest(SAVED_SEARCH_MESSAGES.limit);
        const created = await txRepo.insert({
          userId: member.userId,
          name: input.name,
          query,
          frequency: input.frequency,
        });
        if (note) await requestSourcing(tx, { member, name: input.name, query, note });
        return created;
      });
      if (note) wakeMail();
      return {
        search: toDto(
          present(await repo.findOwn(member.userId, id), `the saved search ${id}, stored just before`),
        ),
        sourcingRequested: note !== '',
        message: note ? SAVED_SEARCH_MESSAGES.sourcing : SAVED_SEARCH_MESSAGES.saved,
      };
    },

    async update(member: Member, id: number, input: SavedSearchUpdate): Promise<SavedSearch> {
      const search = await own(member, id);
      await db.transaction(async (tx) => {
        const txRepo = createSavedSearchesRepository(tx);
        await txRepo.update(member.userId, id, input);
        // Matches waiting for a digest are not sent once the member turns the alerts off.
        if (input.frequency === 'off' && search.frequency !== 'off') await txRepo.skipPending(id, new Date());
      });
      return toDto(
        present(await repo.findOwn(member.userId, id), `the saved search ${id}, updated just before`),
      );
    },

    /** Opening a search runs it: it is marked opened, so its new matches start again from zero. */
    async open(member: Member, id: number): Promise<SavedSearch> {
      const search = await own(member, id);
      const openedAt = new Date();
      await repo.update(member.userId, id, { lastOpenedAt: openedAt });
      return { ...toDto(search), newMatches: 0, lastOpenedAt: openedAt.toISOString() };
    },

    async remove(member: Member, id: number): Promise<void> {
      if (!(await repo.remove(member.userId, id))) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
