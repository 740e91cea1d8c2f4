import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What the app asks of PGlite (Drizzle's driver, the job engine's SQL, closing). */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

type Call =
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      textTypes?: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface Answer {
  id: number;
  result?: unknown;
  error?: { message: string; name?: string; [field: string]: unknown };
}

/** A database error as the database thread reported it: its message and PostgreSQL's fields. */
export class PgliteThreadError extends Error {
  constructor(fields: NonNullable<Answer['error']>) {
    super(fields.message);
    const { message: _message, name: _name, ...rest } = fields;
    Object.assign(this, rest);
  }
}

/**
 * Parsers that keep values as text (Drizzle's, for dates, times and intervals, which it maps
 * itself) are applied in the database thread as the types they name; a parser cannot cross
 * threads, so any other is refused rather than silently not applied.
 */
function textTypesOf(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  const probe = '\u0000probe';
  return Object.entries(options.parsers).map(([type, parse]) => {
    if (parse(probe, Number(type)) !== probe) {
      throw new Error(`Only parsers that keep text are supported (type ${type})`);
    }
    return Number(type);
  });
}

/** The database thread's file, beside this module in src and in dist. */
const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * PGlite in a thread of its own (`pglite-worker.mjs`): a statement that takes a while (a sync's
 * thousands of rows, the dashboard's reads right after it) runs beside the server's event loop
 * instead of holding it. The same calls as PGlite, each a message to that thread. Transactions
 * keep PGlite's rule: nothing else runs until one has committed or rolled back.
 */
export class PgliteThread implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  #nextId = 1;
  #closed = false;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: Answer) => {
      const call = this.#pending.get(answer.id);
      if (!call) return;
      this.#pending.delete(answer.id);
      if (answer.error) call.reject(new PgliteThreadError(answer.error));
      else call.resolve(answer.result);
    });
    const fail = (error: Error) => {
      this.#closed = true;
      this.#failure = error;
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread ended (exit code ${code})`)));
  }

  /** Starts the thread and opens PGlite in it; rejects with PGlite's error if it cannot open. */
  static async create(options: {
    /** On disk; in memory without. */
    dataDir?: string;
    /** A dump of a data directory (`dumpDataDir`) to start from, in memory. */
    snapshot?: Uint8Array;
  }): Promise<PgliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: options });
    const thread = new PgliteThread(worker);
    // The thread answers id 0 once PGlite is open (or could not be).
    const ready = new Promise<unknown>((resolve, reject) => {
      thread.#pending.set(0, { resolve, reject });
    });
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(call: Call): Promise<T> {
    if (this.#closed) {
      return Promise.reject(this.#failure ?? new Error('The database is closed'));
    }
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...call });
    });
  }

  #query<T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    return this.#call<Results<T>>({
      op: 'query',
      sql,
      ...(params && { params }),
      ...(options?.rowMode && { rowMode: options.rowMode }),
      ...(options?.parsers && { textTypes: textTypesOf(options) }),
      ...(tx !== undefined && { tx }),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call<Results[]>({ op: 'exec', sql });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let ended = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<R>(id, sql, params, options),
      exec: (sql: string) => this.#call<Results[]>({ op: 'exec', sql, tx: id }),
      rollback: async () => {
        ended = true;
        await this.#call({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let value: T;
    try {
      value = await callback(tx);
    } catch (error) {
      if (!ended) await this.#call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    if (!ended) await this.#call({ op: 'end', tx: id, commit: true });
    return value;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
    this.#failure = undefined;
  }
}
