import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * The `err` serializer of the server's logger: how every logged error is written, decided once.
 *
 * A failed query must be logged without its parameters: Drizzle's DrizzleQueryError carries them
 * (`Failed query: … params: …`, and a `params` property), and the driver's error (pg or PGlite)
 * quotes values in its message ('invalid input syntax for type integer: "…"') and its `detail`
 * ('Key (…)=(…) already exists'). Those values are sealed keys, key hints, user data. So a query
 * error is written as its SQL text (placeholders, no values) and the driver error as its SQLSTATE
 * code, severity and the names it gives (table, column, constraint), its message with every
 * quoted part left out, and no detail, hint, where or parameters. Any other error is written as
 * pino writes it (type, message, stack, its own fields), with its causes written by these rules.
 */
export function serializeError(error: Error): LoggedError {
  // pino hands over whatever was logged under `err`; anything but an Error is written as is.
  return error instanceof Error ? serialize(error, new Set()) : (error as unknown as LoggedError);
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}
type Logged = LoggedError;

/** A driver error: pg's DatabaseError and PGlite's share these fields. */
interface DriverError extends Error {
  code: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

const isDriverError = (error: Error): error is DriverError => {
  const { code, severity } = error as Partial<DriverError>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
};

/** The message without anything in quotes, where PostgreSQL puts values (and names, kept apart). */
const withoutQuoted = (message: string) => message.replace(/"(?:[^"]|"")*"/g, '"…"');

/** The stack's frames under a message of our choosing: the stack's first lines repeat the message. */
const framesUnder = (headline: string, stack: string | undefined) =>
  [headline, ...(stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join('\n');

function serialize(error: Error, seen: Set<Error>): Logged {
  seen.add(error);
  const type = error.constructor?.name || error.name;
  const cause = causeOf(error, seen);
  if (error instanceof DrizzleQueryError) {
    const message = `Failed query: ${error.query}`;
    const driver = error.cause instanceof Error && isDriverError(error.cause) ? error.cause : null;
    return {
      type,
      message,
      ...(driver && { code: driver.code }),
      stack: framesUnder(`${type}: ${message}`, error.stack),
      ...(cause && { cause }),
    };
  }
  if (isDriverError(error)) {
    const message = withoutQuoted(error.message);
    const { code, severity, table, column, constraint, routine } = error;
    return {
      type,
      message,
      code,
      severity,
      ...(table && { table }),
      ...(column && { column }),
      ...(constraint && { constraint }),
      ...(routine && { routine }),
      stack: framesUnder(`${type}: ${message}`, error.stack),
      ...(cause && { cause }),
    };
  }
  const logged: Logged = { type, message: error.message, stack: error.stack ?? '' };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || value instanceof Error) continue;
    logged[key] = value;
  }
  if (cause) logged.cause = cause;
  return logged;
}

function causeOf(error: Error, seen: Set<Error>): Logged | undefined {
  const { cause } = error;
  if (!(cause instanceof Error) || seen.has(cause)) return undefined;
  return serialize(cause, seen);
}
