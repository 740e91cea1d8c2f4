import { randomUUID } from 'node:crypto';
import {
  type BambooHrEmployee,
  type BambooHrFake,
  startBambooHrFake,
} from '@q/provider-fakes/bamboohr';
import type { SyncedPerson } from '@q/schemas/sync';
import { type SyncRun, ZStartSyncResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, syncedPeople, systemIntegrations, users } from '../src/db/schema.js';
import {
  ALEX,
  buildTestApp,
  createBambooHrIntegration,
  JORDAN,
  login,
  PRIYA,
  SARAH,
  TEST_DB_KIND,
  type TestApp,
} from './helpers.js';

/**
 * A person who leaves the synced organisation loses access when the run that removes them
 * applies: every session of the user whose email was their work email ends in the same
 * transaction, unless someone who remains still has that email. Sarah (who stays) connects and
 * syncs the company's BambooHR; Jordan, Priya and Alex are people of it, Sam is no one's account.
 */

let t: TestApp;
let fake: BambooHrFake;
let sarah: Record<string, string>;
let hrisId: number;
/** The server's log lines (info and up). */
const logLines: string[] = [];

const employee = (
  id: string,
  name: string,
  supervisor: string | null,
  workEmail: string,
): BambooHrEmployee => {
  const [firstName = name, lastName = ''] = name.split(' ');
  return {
    id,
    firstName,
    lastName,
    displayName: name,
    jobTitle: supervisor === null ? 'Chief Executive Officer' : 'Engineer',
    department: 'Engineering',
    division: null,
    location: null,
    supervisorEId: supervisor,
    hireDate: '2020-03-02',
    workEmail,
    photoUrl: null,
    lastChanged: '2025-01-01T00:00:00+00:00',
    status: 'Active',
    terminationDate: '0000-00-00',
  };
};

const call = (url: string, cookies: Record<string, string>) => t.app.inject({ url, cookies });

/** `/api/auth/me` and a session-only call, as the holder of `cookies`. */
async function access(cookies: Record<string, string>) {
  return [
    (await call('/api/auth/me', cookies)).statusCode,
    (await call('/api/team/reports', cookies)).statusCode,
  ];
}

async function runs(): Promise<SyncRun[]> {
  const response = await call(`/api/system-integrations/${hrisId}/sync-runs`, sarah);
  expect(response.statusCode).toBe(200);
  return ZSyncRunsResponse.parse(response.json());
}

/** Syncs Sarah's BambooHR now and waits for the run's end, which must be `expected`. */
async function sync(expected: SyncRun['status'] = 'success'): Promise<SyncRun> {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${hrisId}/sync`,
    cookies: sarah,
  });
  expect(started.statusCode).toBe(202);
  const { runId } = ZStartSyncResponse.parse(started.json());
  for (let i = 0; i < 300; i += 1) {
    const run = (await runs()).find((r) => r.id === runId);
    if (run && run.status !== 'running') {
      expect(run.status).toBe(expected);
      return run;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`run ${runId} did not finish`);
}

/** The sessions stored for the user with `email`. */
async function sessionsOf(email: string) {
  return t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
}

const allSessions = () => t.database.db.select().from(sessions).orderBy(sessions.id);

const byId = (id: string) => {
  const found = fake.employees.find((e) => e.id === id);
  if (!found) throw new Error(`no employee ${id} in the fake`);
  return found;
};

beforeAll(async () => {
  fake = await startBambooHrFake({
    employees: [
      employee('1', 'Sarah Chen', null, SARAH),
      employee('2', 'Jordan Lee', '1', JORDAN),
      // The source may spell an email in any case.
      employee('3', 'Priya Patel', '1', 'Priya.Patel@ACME.example'),
      employee('4', 'Sam Okafor', '1', 'sam.okafor@acme.example'),
      employee('5', 'Alex Morgan', '1', ALEX),
    ],
    timeOff: [],
  });
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) > 0 } },
  });
  sarah = (await login(t.app, SARAH)).cookies;
  hrisId = await createBambooHrIntegration(t.app, sarah, fake);
  expect((await sync()).counts.created).toBe(5);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a person who leaves the synced organisation', () => {
  it('loses every session when the run that leaves them out as terminated applies; others keep theirs', async () => {
    const laptop = (await login(t.app, JORDAN)).cookies;
    const phone = (await login(t.app, JORDAN)).cookies;
    // Both sessions work, and are kept in memory by these requests.
    expect(await access(laptop)).toEqual([200, 200]);
    expect(await access(phone)).toEqual([200, 200]);
    expect(await access(sarah)).toEqual([200, 200]);

    Object.assign(byId('2'), { status: 'Inactive', terminationDate: '2024-06-30' });
    logLines.length = 0;
    const run = await sync();
    expect(run.counts.removed).toBe(1);
    // Said how many (at info, once the run has committed), and of whom nothing.
    await vi.waitFor(() => {
      const said = logLines
        .map((line) => JSON.parse(line))
        .filter((line) => 'sessionsEnded' in line);
      expect(said).toEqual([
        expect.objectContaining({ level: 30, runId: run.id, sessionsEnded: 2 }),
      ]);
    });
    expect(logLines.join('\n')).not.toContain('@');

    expect(await access(laptop)).toEqual([401, 401]);
    expect(await access(phone)).toEqual([401, 401]);
    expect(await sessionsOf(JORDAN)).toEqual([]);
    expect(await access(sarah)).toEqual([200, 200]);
    expect(await sessionsOf(SARAH)).toHaveLength(1);
  });

  it('changes nothing when the person removed is no one’s account, or an account without a session', async () => {
    expect(await sessionsOf(ALEX)).toEqual([]);
    const priya = (await login(t.app, PRIYA)).cookies;
    expect(await access(priya)).toEqual([200, 200]);
    expect(await access(sarah)).toEqual([200, 200]);
    const before = await allSessions();
    const lookups = vi.spyOn(t.app.sessionsRepository, 'findByToken');
    try {
      fake.employees.splice(
        fake.employees.findIndex((e) => e.id === '4'),
        1,
      );
      fake.employees.splice(
        fake.employees.findIndex((e) => e.id === '5'),
        1,
      );
      expect((await sync()).counts.removed).toBe(2);
      expect(await access(sarah)).toEqual([200, 200]);
      expect(await access(priya)).toEqual([200, 200]);
      // A run that ended no session leaves the sessions kept in memory (on PostgreSQL every
      // write moves the version all processes share, and sessions are read again after each).
      if (TEST_DB_KIND === 'pglite') expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
    expect(await allSessions()).toEqual(before);
  });

  it('is matched by their work email whatever its case', async () => {
    const priya = (await login(t.app, PRIYA)).cookies;
    // The column allows any case (the sync lower-cases what it writes): a row not lower-cased.
    await t.database.db
      .update(syncedPeople)
      .set({ workEmail: 'Priya.Patel@ACME.Example' })
      .where(and(eq(syncedPeople.integrationId, hrisId), eq(syncedPeople.sourceId, '3')));
    expect(await access(priya)).toEqual([200, 200]);
    fake.employees.splice(
      fake.employees.findIndex((e) => e.id === '3'),
      1,
    );
    expect((await sync()).counts.removed).toBe(1);
    expect(await access(priya)).toEqual([401, 401]);
    expect(await sessionsOf(PRIYA)).toEqual([]);
    expect(await access(sarah)).toEqual([200, 200]);
  });

  it('keeps access while someone who remains has the email, and loses it when that one’s email changes', async () => {
    // Jordan comes back, and a second record (a contractor profile) carries his email too.
    Object.assign(byId('2'), { status: 'Active', terminationDate: '0000-00-00' });
    fake.employees.push(employee('6', 'Jordan Lee', '1', 'Jordan.Lee@acme.example'));
    expect((await sync()).counts.created).toBe(2);
    const jordan = (await login(t.app, JORDAN)).cookies;
    expect(await access(jordan)).toEqual([200, 200]);

    fake.employees.splice(
      fake.employees.findIndex((e) => e.id === '2'),
      1,
    );
    expect((await sync()).counts.removed).toBe(1);
    expect(await access(jordan)).toEqual([200, 200]);
    expect(await sessionsOf(JORDAN)).toHaveLength(1);

    // The remaining record's email changes: the old one is no longer anyone's in the company.
    byId('6').workEmail = 'jordan.lee@contractor.example';
    expect((await sync()).counts).toEqual({ created: 0, updated: 1, removed: 0 });
    expect(await access(jordan)).toEqual([401, 401]);
    expect(await sessionsOf(JORDAN)).toEqual([]);
    expect(await access(sarah)).toEqual([200, 200]);
  });

  it('keeps every session when the provider leaves out the work email (the stored one stays)', async () => {
    const jordan = (await login(t.app, JORDAN)).cookies;
    // Jordan's record has his email again.
    byId('6').workEmail = JORDAN;
    expect((await sync()).counts.updated).toBe(1);
    expect(await access(jordan)).toEqual([200, 200]);
    const before = await allSessions();

    // A run whose report did not answer the work email: every record comes without it.
    const stored = await t.database.db
      .select()
      .from(syncedPeople)
      .where(eq(syncedPeople.integrationId, hrisId));
    const people: SyncedPerson[] = stored.map((row) => ({
      sourceId: row.sourceId,
      name: row.name,
      jobTitle: row.jobTitle,
      department: row.department,
      supervisorSourceId: row.supervisorSourceId,
      hireDate: row.hireDate,
      workEmail: null,
      photoUrl: row.photoUrl,
      sourceUpdatedAt: row.sourceUpdatedAt?.toISOString() ?? null,
    }));
    const [integration] = await t.database.db
      .select()
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, hrisId));
    if (!integration) throw new Error('the integration is gone');
    const store = t.app.syncStore;
    const runId = randomUUID();
    expect((await store.startRun(null, hrisId, 'manual', runId)).kind).toBe('started');
    const claim = await store.claimRun(runId, new Date(0));
    if (!claim) throw new Error('the run could not be claimed');
    const outcome = await store.applyRun(
      runId,
      hrisId,
      {
        isEnabled: integration.isEnabled,
        systemName: integration.systemName,
        apiEndpoint: integration.apiEndpoint,
        sealedKey: integration.apiKeyCiphertext,
      },
      { kinds: ['people'], records: { people }, missingFields: ['people.workEmail'] },
      0,
      claim,
    );
    expect(outcome.status).toBe('partial');
    expect(await allSessions()).toEqual(before);
    expect(await access(jordan)).toEqual([200, 200]);
  });

  it('ends the sessions of people who left among thousands who left at once', async () => {
    // Thousands of people, and Jordan (again, by a new record) last of them by id.
    for (let i = 0; i < 2_500; i += 1) {
      fake.employees.push(
        employee(String(10_000 + i), `Person ${i}`, '1', `person.${i}@acme.example`),
      );
    }
    fake.employees.push(employee('99999', 'Jordan Lee', '1', JORDAN));
    // Partial: a company of more than 2,000 is not asked for its goals.
    await sync('partial');
    const jordan = (await login(t.app, JORDAN)).cookies;
    expect(await access(jordan)).toEqual([200, 200]);

    // Everyone but Sarah leaves.
    const leaving = fake.employees.splice(1);
    expect(leaving.length).toBeGreaterThan(2_500);
    expect((await sync()).counts.removed).toBe(leaving.length);
    expect(await access(jordan)).toEqual([401, 401]);
    expect(await sessionsOf(JORDAN)).toEqual([]);
    expect(await access(sarah)).toEqual([200, 200]);
  });
});

describe('a provider that answers no one at all', () => {
  it('ends its run without applying: nobody removed, nobody signed out', async () => {
    const before = await sync();
    expect(before.status).toBe('success');
    const stored = async () =>
      (
        await t.database.db
          .select()
          .from(syncedPeople)
          .where(eq(syncedPeople.integrationId, hrisId))
      ).length;
    const people = await stored();
    expect(people).toBeGreaterThan(0);
    const sessionsBefore = await allSessions();

    fake.employees.splice(0, fake.employees.length);
    const run = await sync('error');
    expect(run).toMatchObject({ status: 'error', reason: 'contract' });
    expect(run.message).toMatch(/no people at all; nothing was applied/);
    expect(await stored()).toBe(people);
    expect(await allSessions()).toEqual(sessionsBefore);
    expect(await access(sarah)).toEqual([200, 200]);
  });
});
