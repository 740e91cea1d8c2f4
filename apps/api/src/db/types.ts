import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** Drizzle over either driver; repositories and the seed see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
