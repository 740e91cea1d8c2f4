import type { FastifyServerOptions } from 'fastify';
import { type Config, ConfigError, loadConfig } from './config.js';
import { PRIVATE_UMASK, tightenDataDir } from './data-dir.js';
import { openDatabase } from './db/client.js';

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.nodeEnv !== 'development') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}

async function main(): Promise<void> {
  // What this process creates through Node is its user's alone: the data directory and the
  // secret, and the folders PGlite creates (Node's mkdir, which the umask governs) for as long as
  // it runs. The server writes no other files (the apps' builds are only read; logs go to
  // stdout), so the whole process can have it. Tests build the app in-process and keep theirs.
  process.umask(PRIVATE_UMASK);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  // What an earlier version or another umask left open. Before PGlite starts: PostgreSQL gives
  // the files it creates later (WAL segments, new tables) the mode its folder has, 0600 for 0700.
  const tightened = tightenDataDir(config.dataDir);
  // The app's code (most of what the server loads) is loaded while the database opens: PGlite
  // starts in a thread of its own, on another core, in about as long.
  const [database, { buildApp }] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    import('./app.js'),
  ]);
  // After: the umask does not reach PGlite's files. Emscripten's file system sets a new file to
  // the mode the C code asked for, with chmod, so the cluster initdb writes comes out 0666 and
  // the relation cache files written at each start 0644.
  if (database.kind === 'pglite') tightenDataDir(config.dataDir);
  const webMode = config.nodeEnv === 'development' ? 'proxy' : 'static';
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config),
    web: { mode: webMode, serveStorybook: config.serveStorybook },
  });
  if (tightened > 0) {
    app.log.warn(
      { dataDir: config.dataDir, paths: tightened },
      'made the data directory private to the server user (folders 0700, files 0600)',
    );
  }
  if (database.kind === 'postgres' && config.appSecretSource === 'file') {
    app.log.warn('APP_SECRET is not set: instances sharing this database will not share sessions');
  }

  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops accepting connections and lets in-flight requests finish.
      await app.close();
      // PGlite must be closed cleanly to keep its data directory consistent.
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    const address = await app.listen({ host: config.host, port: config.port });
    app.log.info(`Q suite listening on ${address} (database: ${database.kind})`);
    // In the background: requests that come meanwhile are answered as usual.
    app.readCache
      .warm()
      .then(() => app.warmPages())
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not warm the read cache and the pages');
      });
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening');
    await app.close();
    await database.close();
    process.exit(1);
  }
}

await main();
