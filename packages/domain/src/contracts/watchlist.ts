import { z } from 'zod';
import { VEHICLE_BUYERS, VEHICLE_STATUSES } from '../machines/vehicle-status.ts';
import { priceDetailsSchema } from './vehicle.ts';

// Watchlist: vehicles a member keeps an eye on, kept on the server (every device).

export const watchlistItemSchema = z.object({
  vehicleId: z.number().int(),
  vehicleFullname: z.string(),
  chassis: z.string(),
  photo: z.string(),
  status: z.enum(VEHICLE_STATUSES),
  /** Whose deal holds it: 'you' ('Reserved for you', 'Bought by you'), another dealer's, or none. */
  buyer: z.enum(VEHICLE_BUYERS).nullable(),
  /** When a sold or withdrawn unit left the stock (ISO date-time); null while it is for sale. */
  statusSince: z.string().nullable(),
  /** The member's price now ('NZD 12,500'); null once the unit is sold or withdrawn. */
  price: z.string().nullable(),
  priceDetails: priceDetailsSchema.nullable(),
  /** The price the member saw when he added it. */
  priceWhenAdded: z.string(),
  /** The base price went down since he added it. */
  priceDropped: z.boolean(),
  isKapStock: z.boolean(),
  addedAt: z.string(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistSchema = z.object({ items: z.array(watchlistItemSchema) });
export type Watchlist = z.infer<typeof watchlistSchema>;

/** The ids on the member's watchlist: what the hearts on tiles read. */
export const watchlistIdsSchema = z.object({ vehicleIds: z.array(z.number().int()) });
export type WatchlistIds = z.infer<typeof watchlistIdsSchema>;
