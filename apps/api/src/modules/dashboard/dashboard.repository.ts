import { sql } from 'drizzle-orm';
import {
  AWAITING_REVIEW,
  OFFER_STATES,
  offerAwaiting,
  UNDELIVERABLE_MAIL,
  VEHICLE_STATUSES,
  type DashboardFigures,
  type VehicleStatus,
} from '@ibc/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';

type FiguresRow = Record<VehicleStatus, number> & {
  listed_this_week: number;
  pending_sign_ups: number;
  offers_awaiting_answer: number;
  undeliverable_mail: number;
};

/** Offers waiting for the sales team's answer (a dealer's offer nobody has answered yet). */
const AWAITING_SALES = OFFER_STATES.filter((state) => offerAwaiting(state) === 'staff');

export function createDashboardRepository(db: DbOrTx) {
  return {
    /**
     * Every figure in one statement, each an index-only count: a status's vehicles are one range of
     * vehicles_status_listed_idx (status, listed_at, id) and the week's listings one of
     * vehicles_listed_idx, so no vehicle row is read (~10 ms at 100k, against ~30 ms for one pass
     * over the table counting every status at once); the three small counts are on indexed or short
     * tables. The states counted are the domain's, sent as parameters.
     */
    async figures(now: Date): Promise<DashboardFigures> {
      const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
      const byStatus = sql.join(
        VEHICLE_STATUSES.map(
          (status) =>
            sql`(select count(*)::int from vehicles where status = ${status}) as ${sql.identifier(status)}`,
        ),
        sql`, `,
      );
      const awaitingSales = sql.join(
        AWAITING_SALES.map((state) => sql`${state}`),
        sql`, `,
      );
      const [row] = await queryRows<FiguresRow>(
        db,
        sql`
          select
            ${byStatus},
            (select count(*)::int from vehicles where listed_at >= ${weekAgo}::timestamptz) as listed_this_week,
            (select count(*)::int from companies where status = ${AWAITING_REVIEW}) as pending_sign_ups,
            (select count(*)::int from offers where status in (${awaitingSales})) as offers_awaiting_answer,
            (select count(*)::int from email_outbox where status = ${UNDELIVERABLE_MAIL}) as undeliverable_mail`,
      );
      const n = (value: number | undefined) => Number(value ?? 0);
      return {
        vehicles: {
          available: n(row?.available),
          reserved: n(row?.reserved),
          sold: n(row?.sold),
          withdrawn: n(row?.withdrawn),
        },
        listedThisWeek: n(row?.listed_this_week),
        pendingSignUps: n(row?.pending_sign_ups),
        offersAwaitingAnswer: n(row?.offers_awaiting_answer),
        undeliverableMail: n(row?.undeliverable_mail),
      };
    },
  };
}
