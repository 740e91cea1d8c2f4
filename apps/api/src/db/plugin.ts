import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseKind } from './client.js';
import type { Db } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle; only repositories use it. */
    db: Db;
    dbKind: DatabaseKind;
    /** Raw SQL for the job engine (pg-boss's `db` option); nothing else uses it. */
    executeSql: Database['executeSql'];
    /** Resolves when the database answers a trivial query (health checks). */
    pingDatabase(): Promise<void>;
  }
}

export interface DbPluginOptions {
  database: Database;
  /** Close the database when the app closes (when the app opened it itself). */
  closeWithApp: boolean;
}

const dbPlugin: FastifyPluginAsync<DbPluginOptions> = async (app, { database, closeWithApp }) => {
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('executeSql', database.executeSql);
  app.decorate('pingDatabase', async () => {
    await database.db.execute(sql`select 1`);
  });
  if (closeWithApp) app.addHook('onClose', () => database.close());
};

export default fp(dbPlugin, { name: 'db' });
