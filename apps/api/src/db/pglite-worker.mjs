// The embedded database's own thread: PGlite runs here, so that its queries (WebAssembly, which
// holds the thread it runs on for as long as a statement takes) never hold up the server's event
// loop. The server talks to it through `pglite-thread.ts`; one message per call, answered with
// the same id. Plain JavaScript: the same file runs from src (tests, development) and dist.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.mjs';

/** @type {{ dataDir?: string; snapshot?: Uint8Array }} */
const { dataDir, snapshot } = workerData;

/** PGlite's answer, as plain data for the other thread. */
const plain = ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows });

/** A database error's text and PostgreSQL's fields, which a cloned Error would lose. */
function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const out = { message: error.message, name: error.name };
  for (const field of [
    'code',
    'severity',
    'detail',
    'hint',
    'position',
    'internalPosition',
    'internalQuery',
    'where',
    'schema',
    'table',
    'column',
    'dataType',
    'constraint',
    'file',
    'line',
    'routine',
  ]) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  return out;
}

/** Drizzle's parsers leave some types as text: the same types, left as text here. */
const asText = (types) => Object.fromEntries((types ?? []).map((type) => [type, (value) => value]));

/** Open transactions by id: PGlite's transaction, and how to end it. */
const transactions = new Map();

function begin(id, db) {
  return new Promise((begun, failed) => {
    const entry = {};
    entry.done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          transactions.set(id, entry);
          begun(id);
        }),
    );
    // A transaction that could not begin; once begun, its end is awaited by `end`.
    entry.done.catch(failed);
  });
}

async function end(id, commit) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  if (commit) {
    entry.commit();
    await entry.done;
    return;
  }
  entry.rollback(new Error('rolled back'));
  await entry.done.catch(() => {});
}

const target = (db, message) => {
  if (message.tx === undefined) return db;
  const entry = transactions.get(message.tx);
  if (!entry) throw new Error(`No open transaction ${message.tx}`);
  return entry.tx;
};

async function handle(db, message) {
  switch (message.op) {
    case 'query': {
      const options = { parsers: asText(message.textTypes) };
      if (message.rowMode) options.rowMode = message.rowMode;
      return plain(await target(db, message).query(message.sql, message.params, options));
    }
    case 'exec':
      return (await target(db, message).exec(message.sql)).map(plain);
    case 'begin':
      return begin(message.id, db);
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      if (!db.closed) await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

try {
  const db = await PGlite.create({
    ...(dataDir && { dataDir }),
    startParams: [...PGLITE_START_PARAMS],
    ...(snapshot && { loadDataDir: new Blob([snapshot]) }),
  });
  parentPort.on('message', (message) => {
    handle(db, message).then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
    );
  });
  parentPort.postMessage({ id: 0, result: 'ready' });
} catch (error) {
  parentPort.postMessage({ id: 0, error: errorOf(error) });
}
