// Watchlist use cases: a member adds vehicles he can see, reads them with his prices
// now and when added, and is told (bell + e-mail per his settings) when one drops in price or is
// reserved by someone else. The telling is a scheduled job: it compares each watched vehicle with
// what its watcher last knew, so every way a price or status changes (back office, CSV import, an
// accepted offer) is noticed, by whichever instance claims the job, once.
import {
  canAccessVehicle,
  fill,
  isForSale,
  Money,
  vehicleBuyerFor,
  vehicleTitle,
  watchEvents,
  type Watchlist,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { createVehicleReader } from '../../db/vehicle-read-model.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import { sentences, type Notify } from '../../lib/notifications.ts';
import { every, type ScheduledJob } from '../../lib/scheduled-jobs.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { loadMember } from '../../db/member-read-model.ts';
import type { Member } from '../../lib/auth-context.ts';
import { createPricer, loadPricingContext, priceVehiclesForMember } from '../pricing/pricing.service.ts';
import { createWatchlistRepository, type ChangedWatch } from './watchlist.repository.ts';
import { present } from '../../lib/present.ts';

export const WATCHLIST_MESSAGES = {
  notFound: /*i18n*/ 'This vehicle is not on your watchlist.',
  noVehicle: /*i18n*/ 'No such vehicle.',
  full: /*i18n*/ 'Your watchlist holds up to 500 vehicles; please remove some first.',
} as const;

const MAX_WATCHED = 500;
/** Changes told per run; the rest wait for the next minute. */
const CHANGES_PER_RUN = 500;

export interface WatchlistServiceDeps {
  db: Db;
  notify: Notify;
  vehiclePhotos: VehiclePhotos;
  wakeMail?: () => void;
}

export function createWatchlistService({
  db,
  notify,
  vehiclePhotos,
  wakeMail = () => {},
}: WatchlistServiceDeps) {
  const repo = createWatchlistRepository(db);

  /** Tells each watcher of `changes` what happened, and records that he knows. */
  async function tell(tx: DbOrTx, changes: ChangedWatch[]): Promise<number> {
    let told = 0;
    const txRepo = createWatchlistRepository(tx);
    for (const [userId, watches] of groupBy(changes, (change) => change.user_id)) {
      const member = await loadMember(tx, userId);
      // Prices in the watcher's own account currency, as he sees them on his watchlist.
      const price = member ? createPricer(await loadPricingContext(tx, member)) : null;
      const priceText = (watch: ChangedWatch, basePrice: string, currency: string) =>
        price
          ? price({
              id: watch.vehicle_id,
              negotiateCurrency: currency,
              basePrice,
              sizeClass: watch.size_class,
              isKapStock: false,
            }).price
          : `${currency} ${basePrice}`;
      for (const watch of watches) {
        const events = watchEvents(
          { price: watch.known_price, currency: watch.known_currency, status: watch.known_status },
          {
            price: watch.price,
            currency: watch.currency,
            status: watch.status,
            reservedByWatcher: watch.reserved_by_watcher,
            isKapStock: watch.is_kap_stock,
          },
        );
        const title = vehicleTitle(watch);
        const link = `/checklist?id=${watch.vehicle_id}`;
        for (const event of events) {
          if (event.kind === 'price-drop') {
            await notify(
              tx,
              { userId },
              {
                kind: 'watch-price-drop',
                title: fill(/*i18n*/ 'Price drop on {vehicle}', { vehicle: title }),
                body: sentences(
                  fill(/*i18n*/ 'Now {price} (was {before}).', {
                    price: priceText(watch, event.to, watch.currency),
                    before: priceText(watch, event.from, watch.known_currency),
                  }),
                  /*i18n*/ 'It is on your watchlist.',
                ),
                link,
              },
            );
          } else {
            await notify(
              tx,
              { userId },
              {
                kind: 'watch-reserved',
                title: fill(/*i18n*/ 'Reserved by another dealer: {vehicle}', { vehicle: title }),
                body: sentences(
                  /*i18n*/ 'A vehicle on your watchlist was reserved by another dealer.',
                  /*i18n*/ 'We will tell you if it becomes available again.',
                ),
                link: '/my-account/watchlist',
              },
            );
          }
          told += 1;
        }
        await txRepo.setKnown(userId, watch.vehicle_id, {
          price: watch.price,
          currency: watch.currency,
          status: watch.status,
        });
      }
    }
    return told;
  }

  const changesJob: ScheduledJob = {
    name: 'watchlist-changes',
    next: every(60_000),
    async run() {
      const told = await db.transaction(async (tx) => {
        const changes = await createWatchlistRepository(tx).lockChanged(CHANGES_PER_RUN);
        return changes.length === 0 ? 0 : tell(tx, changes);
      });
      if (told > 0) wakeMail();
    },
  };

  return {
    changesJob,

    async list(member: Member): Promise<Watchlist> {
      const rows = await repo.list(member.userId);
      const forSale = rows.filter((row) => isForSale(row.status));
      const prices = await priceVehiclesForMember(
        db,
        member,
        forSale.map((row) => ({ ...row, id: row.vehicleId })),
      );
      return {
        items: rows.map((row) => {
          const priced = prices.get(row.vehicleId);
          return {
            vehicleId: row.vehicleId,
            vehicleFullname: vehicleTitle(row),
            chassis: row.chassis,
            photo: vehiclePhotos.url({ id: row.vehicleId, stockType: row.stockType }, 0),
            status: row.status,
            buyer: vehicleBuyerFor(row.buyerCompanyId, member.companyId),
            statusSince: isForSale(row.status) ? null : row.updatedAt.toISOString(),
            price: priced?.price ?? null,
            priceDetails: priced?.priceDetails ?? null,
            priceWhenAdded: row.priceWhenAdded,
            priceDropped:
              isForSale(row.status) && new Money(row.basePrice).lt(new Money(row.basePriceWhenAdded)),
            isKapStock: row.isKapStock,
            addedAt: row.addedAt.toISOString(),
          };
        }),
      };
    },

    ids: (member: Member) => repo.ids(member.userId),

    /** Adds a vehicle the member may see and buy; adding it twice keeps the first price. */
    async add(member: Member, vehicleId: number): Promise<void> {
      const vehicle = await createVehicleReader(db).findById(vehicleId);
      if (!vehicle || !canAccessVehicle(vehicle, member) || !isForSale(vehicle.status)) {
        throw notFound(WATCHLIST_MESSAGES.noVehicle);
      }
      if ((await repo.count(member.userId)) >= MAX_WATCHED) throw badRequest(WATCHLIST_MESSAGES.full);
      const [priced] = (await priceVehiclesForMember(db, member, [vehicle])).values();
      await repo.add({
        userId: member.userId,
        vehicleId,
        priceWhenAdded: present(priced, `the price of vehicle ${vehicleId}`).price,
        basePriceWhenAdded: vehicle.basePrice,
        knownPrice: vehicle.basePrice,
        knownCurrency: vehicle.negotiateCurrency,
        knownStatus: vehicle.status,
      });
    },

    async remove(member: Member, vehicleId: number): Promise<void> {
      if (!(await repo.remove(member.userId, vehicleId))) throw notFound(WATCHLIST_MESSAGES.notFound);
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
