// The one envelope of a paged back-office list and the one page/pageSize query that asks for it, so
// every list answers and is asked in the same words and the web's pager can serve them all.
import { z } from 'zod';

/** A page of `item`: the rows of one page, which page it is, its size and how many rows match in all. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(item),
  });
}

/** The answer `pageOf(itemSchema)` describes, for one item type. */
export type Page<Item> = z.infer<ReturnType<typeof pageOf<z.ZodType<Item>>>>;

/** The most rows a back-office list answers in one page (an export reads its list this many at a time). */
export const MAX_PAGE_SIZE = 200;

const pageMessage = 'page must be a whole number from 1.';
const pageSizeMessage = `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`;

/**
 * The `page` and `pageSize` fields of a list's query string (spread into its z.object or extend):
 * page from 1, at most MAX_PAGE_SIZE rows a page, `defaultPageSize` when the query leaves it out.
 */
export function pageQueryFields(defaultPageSize: number) {
  return {
    page: z.coerce
      .number({ error: pageMessage })
      .int({ error: pageMessage })
      .min(1, { error: pageMessage })
      .max(100_000, { error: pageMessage })
      .default(1),
    pageSize: z.coerce
      .number({ error: pageSizeMessage })
      .int({ error: pageSizeMessage })
      .min(1, { error: pageSizeMessage })
      .max(MAX_PAGE_SIZE, { error: pageSizeMessage })
      .default(defaultPageSize),
  };
}
