import { stockListQuerySchema, type StockListQuery } from '@ibc/domain';

// The stock table's state lives in the URL (/admin/stock?status=reserved&sort=price&page=2), read
// and written with the API's own query schema, so a link or a reload shows the same page.

const DEFAULTS = stockListQuerySchema.parse({});

/** The query in the URL; a value the API would refuse is left out (as if never typed). */
export function readStockParams(params: URLSearchParams): StockListQuery {
  const query: Record<string, string> = {};
  for (const key of Object.keys(stockListQuerySchema.shape)) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    if (stockListQuerySchema.shape[key as keyof StockListQuery].safeParse(value).success) query[key] = value;
  }
  return stockListQuerySchema.parse(query);
}

/** The URL of a query: only what differs from the defaults. */
export function writeStockParams(query: StockListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === DEFAULTS[key as keyof StockListQuery]) continue;
    params.set(key, String(value));
  }
  return params;
}
