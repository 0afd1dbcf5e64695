import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../dealer-alerts.ts';

// Saved searches and new-stock alerts.

export const SAVED_SEARCH_MESSAGES = {
  name: /*i18n*/ 'Please give the search a name (up to 80 characters).',
  query: /*i18n*/ 'This search cannot be saved: its filter is not valid.',
  frequency: /*i18n*/ 'Please choose instant, daily digest or off.',
  note: /*i18n*/ 'Please keep the note under 2,000 characters.',
  limit: /*i18n*/ 'You can keep up to 50 saved searches; please delete one first.',
  duplicate: /*i18n*/ 'You have already saved this search under this name.',
  notFound: /*i18n*/ 'No such saved search.',
  saved: /*i18n*/ 'Search saved. We will tell you when new vehicles match it.',
  sourcing:
    /*i18n*/ 'Search saved, and your request went to our sales team: they will look for this vehicle for you.',
} as const;

export const MAX_SAVED_SEARCHES = 50;

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency });

export const savedSearchCreateSchema = z.object({
  name: z.string().trim().min(1, SAVED_SEARCH_MESSAGES.name).max(80, SAVED_SEARCH_MESSAGES.name),
  /** The search page's query string ('make=Toyota&model=Aqua&tab=11'), without the '?'. */
  query: z.string().max(2000, SAVED_SEARCH_MESSAGES.query),
  frequency: alertFrequencySchema,
  /**
   * 'Alert me when it arrives' on an empty result: a note turns the saved search into a sourcing
   * request for the sales team too.
   */
  note: z.string().trim().max(2000, SAVED_SEARCH_MESSAGES.note).optional(),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z.object({
  name: z.string().trim().min(1, SAVED_SEARCH_MESSAGES.name).max(80, SAVED_SEARCH_MESSAGES.name).optional(),
  frequency: alertFrequencySchema.optional(),
});
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Normalised query string; `/search?${query}` runs it. */
  query: z.string(),
  frequency: alertFrequencySchema,
  /** Vehicles newly listed or reduced that matched since the member last opened it. */
  newMatches: z.number().int(),
  createdAt: z.string(),
  lastOpenedAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

export const savedSearchCreatedSchema = z.object({
  search: savedSearchSchema,
  /** A sourcing request went to the sales team with the note. */
  sourcingRequested: z.boolean(),
  message: z.string(),
});
export type SavedSearchCreated = z.infer<typeof savedSearchCreatedSchema>;
