/** The largest id PostgreSQL's integer columns hold (2^31 - 1). */
export const MAX_RECORD_ID = 2_147_483_647;
