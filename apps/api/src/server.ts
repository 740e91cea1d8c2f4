import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
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
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const webMode = config.nodeEnv === 'development' ? 'proxy' : 'static';
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config),
    web: { mode: webMode },
  });
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
