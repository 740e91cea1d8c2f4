import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { createSecretBox } from '../src/integrations/secret-box.js';
import {
  createIntegrationsRepository,
  reportDroppedIntegrations,
} from '../src/repositories/integrations.js';
import { TEST_DB_KIND } from './helpers.js';

/**
 * The upgrade that made integrations the organisation's, on a database as the version before it
 * left it: every user's records move into the one organisation; of two HRIS records, the most
 * recently synced stays and the other is set aside, reported once at start and dropped; keys
 * sealed under their user's context open again once sealed under the organisation's.
 */

const SECRET = 'upgrade-test-secret-that-is-long-enough-32';
const MIGRATIONS = join(import.meta.dirname, '..', 'drizzle');
const statements = (file: string) =>
  readFileSync(join(MIGRATIONS, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
const files = readdirSync(MIGRATIONS)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const before = files.filter((file) => file < '0008');
const upgrade = files.find((file) => file.startsWith('0008_')) as string;

let database: Database;
const run = async (sql: string) => database.executeSql(sql);

// The migrations themselves are the same SQL on both databases; PGlite runs them here alone.
describe.skipIf(TEST_DB_KIND !== 'pglite')('the upgrade to organisation-owned integrations', () => {
  beforeAll(async () => {
    database = await openDatabase({ pglite: new PGlite(), migrate: false, seed: false });
    for (const file of before) for (const statement of statements(file)) await run(statement);
    const box = createSecretBox(SECRET);
    await run(`insert into users (id, email, name, role, default_dashboard) values
      (1, 'alex.morgan@acme.example', 'Alex Morgan', 'executive', 'qube'),
      (2, 'sarah.chen@acme.example', 'Sarah Chen', 'manager', 'aitchq'),
      (3, 'priya.patel@acme.example', 'Priya Patel', 'manager', 'aitchq')`);
    const sealed = (user: number, type: string, key: string) =>
      box.seal(key, `system-integration:${user}:${type}`);
    const insert = (
      id: number,
      user: number,
      type: string,
      name: string,
      key: string,
      at: string,
    ) =>
      run(`insert into system_integrations (id, user_id, system_type, system_name, is_enabled,
        api_endpoint, api_key_ciphertext, api_key_hint, last_sync_at) values
        (${id}, ${user}, '${type}', '${name}', true, 'https://api.example.com/${id}',
        '${sealed(user, type, key)}', '••••${key.slice(-4)}', ${at === 'null' ? 'null' : `'${at}'`})`);
    await insert(10, 2, 'hris', 'bamboohr', 'sarah-hris-key-0001', '2026-11-20T10:00:00Z');
    await insert(11, 3, 'hris', 'workday', 'priya-hris-key-0002', '2026-11-26T10:00:00Z');
    await insert(12, 2, 'ats', 'greenhouse', 'sarah-ats-key-00003', 'null');
    for (const statement of statements(upgrade)) await run(statement);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('moves everyone and every record into the one organisation, keeping the most recent of a type', async () => {
    const users = (await run('select id, organisation_id from users order by id')).rows;
    expect(users).toEqual([1, 2, 3].map((id) => ({ id, organisation_id: 1 })));
    const kept = (
      await run('select id, organisation_id, user_id from system_integrations order by id')
    ).rows;
    expect(kept).toEqual([
      { id: 11, organisation_id: 1, user_id: 3 },
      { id: 12, organisation_id: 1, user_id: 2 },
    ]);
    const organisations = (await run('select id, name, is_demo from organisations')).rows;
    expect(organisations).toEqual([{ id: 1, name: 'Acme', is_demo: true }]);
  });

  it('seals the kept keys again under the organisation, and says once what it removed', async () => {
    const repository = createIntegrationsRepository(database.db, createSecretBox(SECRET), {
      allowPlainHttp: false,
    });
    expect((await repository.findSyncTarget(11))?.apiKey).toBeNull();
    expect(await repository.resealUserBoundKeys()).toBe(2);
    expect((await repository.findSyncTarget(11))?.apiKey).toBe('priya-hris-key-0002');
    expect((await repository.findSyncTarget(12))?.apiKey).toBe('sarah-ats-key-00003');
    expect(await repository.resealUserBoundKeys()).toBe(0);

    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) };
    await reportDroppedIntegrations(database.db, log as never);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('removed 1 other integration');
    expect(warnings[0]?.[0]).toEqual({
      dropped: [{ id: 10, system_type: 'hris', system_name: 'bamboohr', user_id: 2 }],
    });
    // Said once: the table is gone, and the next start says nothing.
    await reportDroppedIntegrations(database.db, log as never);
    expect(warnings).toHaveLength(1);
  });
});
