import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type OidcConfig, readOidcConfig, ZOidcEnv } from './auth/oidc-config.js';
import { type AllowedHost, allowedHostList } from './guards/allowed-hosts.js';

/** The settings of the API server, read once from the environment at start. */
export interface Config {
  port: number;
  /** 127.0.0.1 by default; use 0.0.0.0 inside a container so the port can be published. */
  host: string;
  /**
   * The host names the server answers (ALLOWED_HOSTS; by default the loopback names and HOST):
   * a request naming another host is refused before any hook, so a DNS-rebinding page cannot
   * pass for this origin.
   */
  allowedHosts: readonly AllowedHost[];
  /** Holds the PGlite database (`pglite/`) and the generated `app-secret`. */
  dataDir: string;
  /** When set, PostgreSQL through `pg` instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Signs session cookies and derives the other keys; at least 32 characters. */
  appSecret: string;
  /** Where the secret came from; several instances sharing one database need it from the env. */
  appSecretSource: 'env' | 'file';
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Passed to Fastify's `trustProxy`: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /**
   * Whether integration calls (connection test, live Workday source) may reach private, loopback
   * and link-local addresses. Off in production; on for local development and tests.
   */
  integrationAllowPrivateTargets: boolean;
  /**
   * Whether the production server serves the Storybook build at /storybook/. Off by default:
   * Storybook runs inline scripts, which the product's own pages never allow, on the origin
   * that holds the session.
   */
  serveStorybook: boolean;
  /** How long one integration call may take, redirects included (default 5000 ms). */
  integrationTimeoutMs: number;
  /**
   * How long the assistant waits for the organisation's language model, both round trips of a
   * question together (ASSISTANT_MODEL_TIMEOUT_MS, default 10000 ms); then the rules answer.
   */
  assistantModelTimeoutMs: number;
  /** Sign-in attempts allowed per client IP per minute (default 10). */
  loginRateLimitPerMinute: number;
  /** Sign-in attempts allowed per account (email) per minute, from any address (default 10). */
  loginRateLimitPerAccountPerMinute: number;
  /** Outbound calls (connection tests, sync starts) allowed per user per minute (default 10). */
  outboundRateLimitPerAccountPerMinute: number;
  /** A session unused this long ends (SESSION_IDLE_TIMEOUT_HOURS, default 168: 7 days). */
  sessionIdleTimeoutMs: number;
  /** A session this old ends however active (SESSION_MAX_AGE_HOURS, default 720: 30 days). */
  sessionMaxAgeMs: number;
  /** Audit events older than this many days are removed, whole, daily (AUDIT_RETENTION_DAYS, 365). */
  auditRetentionDays: number;
  /**
   * How long an audit event waits at most for the events of writes under way beside it, to be
   * stored in one statement with them (AUDIT_GROUP_COMMIT_MS, 10; 0: each batch at once). On the
   * embedded database a statement costs about as much as 20 of the trail's rows: under load,
   * sharing one is most of what auditing a write costs saved, for at most this much latency.
   */
  auditGroupCommitMs: number;
  /** Sign-in through the company's identity provider; undefined without OIDC_ISSUER. */
  oidc: OidcConfig | undefined;
  /**
   * Whether the demo login is on (DEMO_LOGIN): the demo accounts, and sign-in by email to the
   * demo organisation's accounts only. On by default without an identity provider (the public
   * demo), off by default with one.
   */
  demoLogin: boolean;
  /**
   * Work emails of the admins, who change the organisation's connections (ADMIN_EMAILS;
   * lowercase). None named: every account of the demo organisation is one.
   */
  adminEmails: readonly string[];
  /** Work emails of the people who see everyone's personal data (HR_EMAILS; lowercase). */
  hrEmails: readonly string[];
  /**
   * Work emails of the executives (EXECUTIVE_EMAILS; lowercase); none named, the top of the
   * synced org chart is.
   */
  executiveEmails: readonly string[];
  /**
   * Whether this process works sync jobs and runs their schedule (SYNC_WORKER, default true);
   * off, it still queues runs for the processes that do.
   */
  syncWorker: boolean;
  /** The first wait before a sync request is tried again; doubles each time (default 1000 ms). */
  syncBackoffBaseMs: number;
  /** The most one sync run may take (SYNC_RUN_DEADLINE_MS, default 15 minutes). */
  syncRunDeadlineMs: number;
  /**
   * The most one run may wait, in all, on its provider's rate limit (SYNC_MAX_RATE_LIMIT_WAIT_MS,
   * default 2 minutes); a provider asking for more ends the run as rate-limited.
   */
  syncMaxRateLimitWaitMs: number;
  /** Runs of different integrations this process works at once (SYNC_CONCURRENCY, default 2). */
  syncConcurrency: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const APP_SECRET_FILE = 'app-secret';
const MIN_SECRET_LENGTH = 32;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A `true`/`false` variable, false when unset or empty. */
const booleanFlag = (name: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'], { error: `${name} must be true or false` })
      .default('false')
      .transform((value) => value === 'true'),
  );

/** A comma-separated list of email addresses, lowercased; empty when unset. */
const emailList = (name: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter((entry) => entry !== ''),
      )
      .pipe(
        z.array(
          z
            .string()
            .max(320)
            .regex(/^[^\s@,]+@[^\s@,]+$/, {
              error: `${name} must be email addresses separated by commas`,
            }),
        ),
      ),
  );

const ZEnv = z
  .object({
    SYNC_WORKER: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false'], { error: 'SYNC_WORKER must be true or false' })
        .default('true')
        .transform((value) => value === 'true'),
    ),
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'PORT must be a number' })
        .int('PORT must be an integer')
        .min(0, 'PORT must be between 0 and 65535')
        .max(65_535, 'PORT must be between 0 and 65535')
        .default(3000),
    ),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
    ALLOWED_HOSTS: z.preprocess(emptyAsUndefined, z.string().optional()),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
        })
        .optional(),
    ),
    APP_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(MIN_SECRET_LENGTH, `APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
        .optional(),
    ),
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'production', 'test']).default('production'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('false')
        .transform((value): boolean | number | string => {
          if (value === 'true') return true;
          if (value === 'false') return false;
          if (/^\d+$/.test(value)) return Number(value);
          return value;
        }),
    ),
    INTEGRATION_ALLOW_PRIVATE_TARGETS: booleanFlag('INTEGRATION_ALLOW_PRIVATE_TARGETS'),
    SERVE_STORYBOOK: booleanFlag('SERVE_STORYBOOK'),
    ADMIN_EMAILS: emailList('ADMIN_EMAILS'),
    HR_EMAILS: emailList('HR_EMAILS'),
    EXECUTIVE_EMAILS: emailList('EXECUTIVE_EMAILS'),
    INTEGRATION_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'INTEGRATION_TIMEOUT_MS must be a number' })
        .int('INTEGRATION_TIMEOUT_MS must be an integer')
        .min(100, 'INTEGRATION_TIMEOUT_MS must be between 100 and 60000')
        .max(60_000, 'INTEGRATION_TIMEOUT_MS must be between 100 and 60000')
        .default(5000),
    ),
    SYNC_RUN_DEADLINE_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'SYNC_RUN_DEADLINE_MS must be a number' })
        .int('SYNC_RUN_DEADLINE_MS must be an integer')
        .min(1000, 'SYNC_RUN_DEADLINE_MS must be between 1000 and 21600000')
        .max(21_600_000, 'SYNC_RUN_DEADLINE_MS must be between 1000 and 21600000')
        .default(900_000),
    ),
    SYNC_MAX_RATE_LIMIT_WAIT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'SYNC_MAX_RATE_LIMIT_WAIT_MS must be a number' })
        .int('SYNC_MAX_RATE_LIMIT_WAIT_MS must be an integer')
        .min(0, 'SYNC_MAX_RATE_LIMIT_WAIT_MS must be between 0 and 3600000')
        .max(3600000, 'SYNC_MAX_RATE_LIMIT_WAIT_MS must be between 0 and 3600000')
        .default(120_000),
    ),
    SYNC_CONCURRENCY: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'SYNC_CONCURRENCY must be a number' })
        .int('SYNC_CONCURRENCY must be an integer')
        .min(1, 'SYNC_CONCURRENCY must be between 1 and 16')
        .max(16, 'SYNC_CONCURRENCY must be between 1 and 16')
        .default(2),
    ),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'LOGIN_RATE_LIMIT_PER_MINUTE must be a number' })
        .int('LOGIN_RATE_LIMIT_PER_MINUTE must be an integer')
        .min(1, 'LOGIN_RATE_LIMIT_PER_MINUTE must be between 1 and 100000')
        .max(100_000, 'LOGIN_RATE_LIMIT_PER_MINUTE must be between 1 and 100000')
        .default(10),
    ),
    LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: boundedInteger(
      'LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE',
      1,
      100_000,
      10,
    ),
    OUTBOUND_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: boundedInteger(
      'OUTBOUND_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE',
      1,
      100_000,
      10,
    ),
    ASSISTANT_MODEL_TIMEOUT_MS: boundedInteger('ASSISTANT_MODEL_TIMEOUT_MS', 100, 60_000, 10_000),
    SESSION_IDLE_TIMEOUT_HOURS: boundedInteger('SESSION_IDLE_TIMEOUT_HOURS', 1, 720, 168),
    SESSION_MAX_AGE_HOURS: boundedInteger('SESSION_MAX_AGE_HOURS', 1, 8760, 720),
    AUDIT_RETENTION_DAYS: boundedInteger('AUDIT_RETENTION_DAYS', 1, 36_500, 365),
    AUDIT_GROUP_COMMIT_MS: boundedInteger('AUDIT_GROUP_COMMIT_MS', 0, 1_000, 10),
    DEMO_LOGIN: z.preprocess(
      emptyAsUndefined,
      z.enum(['true', 'false'], { error: 'DEMO_LOGIN must be true or false' }).optional(),
    ),
  })
  .extend(ZOidcEnv.shape);

/** The repository root (the folder with pnpm-workspace.yaml), found from this module in src or dist. */
function findRepoRoot(from = dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function defaultDataDir(): string {
  return join(findRepoRoot() ?? process.cwd(), '.data');
}

/**
 * The secret from the environment, or one generated once into the data directory (0600) and
 * reused on every later start, so sessions survive restarts without any setup.
 */
function resolveAppSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, APP_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`${file} holds fewer than ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}

/** A whole number of `name` between min and max, `fallback` when unset or empty. */
function boundedInteger(name: string, min: number, max: number, fallback: number) {
  const range = `${name} must be between ${min} and ${max}`;
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be an integer`)
      .min(min, range)
      .max(max, range)
      .default(fallback),
  );
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  let allowedHosts: AllowedHost[];
  try {
    allowedHosts = allowedHostList(values.ALLOWED_HOSTS, values.HOST);
  } catch (error) {
    throw new ConfigError(`Invalid environment:\n  ALLOWED_HOSTS: ${(error as Error).message}`);
  }
  if (allowedHosts.length === 0) {
    throw new ConfigError('Invalid environment:\n  ALLOWED_HOSTS: names no host');
  }
  const oidc = readOidcConfig(values);
  if (oidc.problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n${oidc.problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const dataDir = resolve(values.DATA_DIR ?? defaultDataDir());
  return {
    port: values.PORT,
    host: values.HOST,
    allowedHosts,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    appSecret: resolveAppSecret(values.APP_SECRET, dataDir),
    appSecretSource: values.APP_SECRET ? 'env' : 'file',
    nodeEnv: values.NODE_ENV,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    integrationAllowPrivateTargets: values.INTEGRATION_ALLOW_PRIVATE_TARGETS,
    serveStorybook: values.SERVE_STORYBOOK,
    integrationTimeoutMs: values.INTEGRATION_TIMEOUT_MS,
    assistantModelTimeoutMs: values.ASSISTANT_MODEL_TIMEOUT_MS,
    loginRateLimitPerMinute: values.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerAccountPerMinute: values.LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    outboundRateLimitPerAccountPerMinute: values.OUTBOUND_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    sessionIdleTimeoutMs: values.SESSION_IDLE_TIMEOUT_HOURS * 60 * 60 * 1000,
    sessionMaxAgeMs: values.SESSION_MAX_AGE_HOURS * 60 * 60 * 1000,
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    auditGroupCommitMs: values.AUDIT_GROUP_COMMIT_MS,
    oidc: oidc.config,
    demoLogin: values.DEMO_LOGIN === undefined ? !oidc.config : values.DEMO_LOGIN === 'true',
    adminEmails: values.ADMIN_EMAILS,
    hrEmails: values.HR_EMAILS,
    executiveEmails: values.EXECUTIVE_EMAILS,
    syncWorker: values.SYNC_WORKER,
    syncBackoffBaseMs: 1_000,
    syncRunDeadlineMs: values.SYNC_RUN_DEADLINE_MS,
    syncMaxRateLimitWaitMs: values.SYNC_MAX_RATE_LIMIT_WAIT_MS,
    syncConcurrency: values.SYNC_CONCURRENCY,
  };
}
