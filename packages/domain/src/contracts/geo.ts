import { z } from 'zod';

/** GET /api/geo/lookup: the visitor's country from the IP (§7), or nulls when unknown/unconfigured. */
export const geoLookupResponseSchema = z.object({
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type GeoLookupResponse = z.infer<typeof geoLookupResponseSchema>;
