import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OtherFeedFake, startOtherFeedFake } from '@q/provider-fakes/other-feed';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { SESSION_COOKIE } from '../src/auth/session.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import {
  insightRuleStates,
  insightStates,
  organisations,
  sessions,
  syncRuns,
  systemIntegrations,
  users,
} from '../src/db/schema.js';

/** Which database this vitest project runs against (set per project in vitest.config.ts). */
export const TEST_DB_KIND: 'pglite' | 'postgres' =
  process.env.Q_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const SARAH = 'sarah.chen@acme.example';
export const ALEX = 'alex.morgan@acme.example';
export const PRIYA = 'priya.patel@acme.example';
export const JORDAN = 'jordan.lee@acme.example';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL test database's URL (postgres project only), for a second server on it. */
  databaseUrl?: string;
  /** Closes the app and the database, and drops the PostgreSQL test database. */
  close(): Promise<void>;
}

export function testConfig() {
  return loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    DATA_DIR: join(tmpdir(), 'q-api-unused-data-dir'),
    // Tests sign in as the same few people many times a minute (each from a fresh address, for
    // the per-IP limit); test/account-limits.test.ts checks the per-account limits themselves.
    LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    OUTBOUND_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
  });
}

export interface BuildTestAppOptions {
  /** Settings over the test defaults (e.g. integrationAllowPrivateTargets for a loopback fake). */
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  /** What the app is given in place of the test database (e.g. one whose job engine fails). */
  wrapDatabase?: (database: Database) => Database;
}

/**
 * A new organisation beside the demo one; answers its id. `isDemo`: every account of it may
 * manage its connections (without ADMIN_EMAILS), as in the demo organisation.
 */
export async function insertOrganisation(
  database: Database,
  name: string,
  { isDemo = false }: { isDemo?: boolean } = {},
): Promise<number> {
  const [row] = await database.db
    .insert(organisations)
    .values({ name, isDemo })
    .returning({ id: organisations.id });
  if (!row) throw new Error('no organisation inserted');
  return row.id;
}

/**
 * A user who can sign in (`login`), in the demo organisation unless told another; answers the
 * user's id. The one place tests add users.
 */
export async function insertUser(
  database: Database,
  user: { email: string; name: string; organisationId?: number },
): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({
      organisationId: user.organisationId ?? 1,
      email: user.email.toLowerCase(),
      name: user.name,
      role: 'manager',
      defaultDashboard: 'aitchq',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return row.id;
}

/** A fresh, migrated and seeded database for one test file, and the app on top of it. */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const { database, drop, databaseUrl } = await openTestDatabase();
  const app = await buildApp({
    config: { ...testConfig(), ...options.config },
    database: options.wrapDatabase ? options.wrapDatabase(database) : database,
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{
  database: Database;
  drop(): Promise<void>;
  databaseUrl?: string;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (TEST_DB_KIND === 'postgres' && adminUrl) {
    const name = `q_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    return {
      database,
      databaseUrl: url.toString(),
      drop: async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        try {
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  const database = await openDatabase(
    snapshot ? { pgliteSnapshot: readFileSync(snapshot) } : { inMemory: true },
  );
  return { database, drop: async () => {} };
}

let nextAddress = 1;
/** A distinct client address per call, so tests don't share the login rate limit by accident. */
export function freshAddress(): string {
  const n = nextAddress++;
  return `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** The value of the session cookie set by a response, if any. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/**
 * Starts a session for the account of another organisation than the demo one with `email`. Such
 * accounts sign in through their identity provider (the flow test/oidc-sign-in.test.ts proves);
 * tests about something else start the session directly.
 */
export async function signInMember(app: FastifyInstance, email: string) {
  const [member] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), ne(users.organisationId, 1)));
  if (!member) throw new Error(`${email} is no account of another organisation`);
  const { token } = await app.sessionsRepository.create(member.id, 'identity-provider');
  const cookie = app.signCookie(token);
  return { cookie, cookies: { [SESSION_COOKIE]: cookie } };
}

/** Signs `email` in through the demo login (an account of the demo organisation). */
export async function login(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email },
    remoteAddress: freshAddress(),
  });
  const cookie = sessionCookie(response);
  const cookies: Record<string, string> = cookie ? { [SESSION_COOKIE]: cookie } : {};
  return { response, cookie, cookies };
}

/**
 * Saves an enabled BambooHR HRIS, synced daily, for the user of `cookies`, at `provider` (a fake's
 * endpoint and key); answers the new integration's id.
 */
export async function createBambooHrIntegration(
  app: FastifyInstance,
  cookies: Record<string, string>,
  provider: { endpoint: string; apiKey: string },
): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: {
      systemType: 'hris',
      systemName: 'bamboohr',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: provider.endpoint,
      apiKey: provider.apiKey,
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

/**
 * Starts a sync of integration `id` as the user of `cookies` and waits until the run has ended
 * with `expected`, and the insights run that follows it (part of the run's job) has too.
 */
export async function syncAndWait(
  t: TestApp,
  cookies: Record<string, string>,
  id: number,
  expected: 'success' | 'partial' | 'error' = 'success',
): Promise<void> {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${id}/sync`,
    cookies,
  });
  expect(started.statusCode).toBe(202);
  const { runId } = started.json() as { runId: string };
  for (let i = 0; i < 600; i += 1) {
    const [run] = await t.database.db
      .select({ status: syncRuns.status, finishedAt: syncRuns.finishedAt })
      .from(syncRuns)
      .where(eq(syncRuns.id, runId));
    if (run && run.status !== 'running' && run.finishedAt) {
      expect(run.status).toBe(expected);
      const [rule] = await t.database.db
        .select({ lastRunAt: insightRuleStates.lastRunAt })
        .from(insightRuleStates)
        .where(eq(insightRuleStates.rule, 'stale-source'));
      if (rule?.lastRunAt && rule.lastRunAt.getTime() >= run.finishedAt.getTime()) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the run, or the insights run after it, did not end');
}

/** Every stored row that requests could change, to prove that a failed request changed nothing. */
export async function snapshotTables(database: Database) {
  const allUsers = await database.db.select().from(users).orderBy(users.id);
  const allSessions = await database.db.select().from(sessions).orderBy(sessions.id);
  const allInsightStates = await database.db
    .select()
    .from(insightStates)
    .orderBy(insightStates.userId, insightStates.insightId);
  const allIntegrations = await database.db
    .select()
    .from(systemIntegrations)
    .orderBy(systemIntegrations.id);
  return {
    users: allUsers,
    sessions: allSessions,
    insightStates: allInsightStates,
    systemIntegrations: allIntegrations,
  };
}

/**
 * Connects and syncs an `Other` HRIS feed holding a small chart: Alex Morgan at the top (the
 * Executive department), Sarah Chen managing Engineering under him, Jordan Lee her engineer.
 * Answers the feed's fake, for the caller to close.
 */
export async function syncEngineeringHris(
  t: TestApp,
  cookies: Record<string, string>,
  apiKey: string,
): Promise<OtherFeedFake> {
  const hris = await startOtherFeedFake({
    apiKey,
    people: [
      { sourceId: 'p1', name: 'Alex Morgan', department: 'Executive', workEmail: ALEX },
      {
        sourceId: 'p2',
        name: 'Sarah Chen',
        department: 'Engineering',
        supervisorSourceId: 'p1',
        workEmail: SARAH,
      },
      {
        sourceId: 'p3',
        name: 'Jordan Lee',
        department: 'Engineering',
        supervisorSourceId: 'p2',
        workEmail: JORDAN,
      },
    ],
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: {
      systemType: 'hris',
      systemName: 'other',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: hris.hrisEndpoint,
      apiKey,
    },
  });
  expect(created.statusCode).toBe(201);
  await syncAndWait(t, cookies, created.json().id, 'partial');
  return hris;
}
