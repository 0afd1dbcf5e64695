// The data model of the export platform (spec §3, plus what a real exporter needs).
// Money is stored as numeric (exact decimal); JPY vehicle prices are in thousands of yen, as the
// spec's offers are (§9 "offer (thousands of yen)").
//
// One file per area in schema/, in the order the areas build on each other (a table references
// only tables of its own or an earlier area). Every module imports the tables from here, and
// drizzle.config.ts reads this file, so the areas are one schema to both.
export * from './schema/reference.ts';
export * from './schema/accounts.ts';
export * from './schema/stock.ts';
export * from './schema/offers.ts';
export * from './schema/site.ts';
export * from './schema/stock-changes.ts';
export * from './schema/files.ts';
export * from './schema/back-office.ts';
export * from './schema/deals.ts';
export * from './schema/dealer-tools.ts';
