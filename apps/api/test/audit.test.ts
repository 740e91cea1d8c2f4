import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BambooHrFake, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { createDemoCompany } from '@q/provider-fakes/demo-company';
import { ENDPOINTS } from '@q/schemas/api';
import { type AuditEvent, ZAuditEventsResponse, ZAuditVerifyResponse } from '@q/schemas/audit';
import { ZStartSyncResponse, ZSyncRunsResponse } from '@q/schemas/sync';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { AUDITED_CALLS } from '../src/audit/audited-calls.js';
import { createAuditTrail, verifyAuditTrail } from '../src/audit/trail.js';
import { openDatabase } from '../src/db/client.js';
import { auditAnchors, auditEvents, users } from '../src/db/schema.js';
import {
  buildTestApp,
  createBambooHrIntegration,
  insertOrganisation,
  insertUser,
  JORDAN,
  login,
  SARAH,
  signInMember,
  TEST_DB_KIND,
  type TestApp,
  testConfig,
} from './helpers.js';

/**
 * The audit trail: every change recorded with who, what and from where; reads of people's
 * personal data once per viewer, call and data version; a chain of hashes the database will not
 * let anyone edit, which shows the first broken link when someone does anyway; retention that
 * removes whole old segments and keeps the rest verifiable.
 */

let t: TestApp;
let bamboo: BambooHrFake;
const company = createDemoCompany();

beforeAll(async () => {
  bamboo = await startBambooHrFake({ employees: company.employees, timeOff: company.timeOff });
  t = await buildTestApp({ config: { integrationAllowPrivateTargets: true } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await bamboo?.close();
});

const events = () => t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id));

async function eventsAfter(id: number) {
  return (await events()).filter((event) => event.id > id);
}

/**
 * Waits until the trail has been still for a moment: reads are recorded after their answer
 * leaves, and a run's end after its record says it ended.
 */
async function settled(): Promise<void> {
  let seen = -1;
  for (let i = 0; i < 100; i += 1) {
    const now = await lastId();
    if (now === seen) return;
    seen = now;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function lastId(): Promise<number> {
  const [last] = await events();
  return last?.id ?? 0;
}

async function syncNow(cookies: Record<string, string>, integrationId: number) {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/system-integrations/${integrationId}/sync`,
    cookies,
  });
  expect(started.statusCode).toBe(202);
  const { runId } = ZStartSyncResponse.parse(started.json());
  for (let i = 0; i < 400; i += 1) {
    const runs = ZSyncRunsResponse.parse(
      (
        await t.app.inject({ url: `/api/system-integrations/${integrationId}/sync-runs`, cookies })
      ).json(),
    );
    const run = runs.find((candidate) => candidate.id === runId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sync did not finish');
}

describe('the database keeps the trail append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, on the events and the anchors', async () => {
    await login(t.app, SARAH);
    expect(await lastId()).toBeGreaterThan(0);
    // An anchor of no kept event, so that the anchors' row trigger has a row to refuse.
    await t.database.db
      .insert(auditAnchors)
      .values({ firstEventId: 1_000_000_000, prevHash: 'unused', removed: 0 });
    for (const statement of [
      sql`update audit_events set actor_label = 'someone else'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
      sql`update audit_anchors set prev_hash = 'x'`,
      sql`truncate audit_anchors`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    expect((await verifyAuditTrail(t.database.db)).ok).toBe(true);
  });
});

describe('every change is recorded', () => {
  it('names an action for every call that changes something, and marks every read of people', () => {
    for (const [name, declaration] of ENDPOINTS) {
      const rule = AUDITED_CALLS[name];
      if (declaration.method !== 'GET') {
        expect(rule, `${name} changes something: it must name its audit action`).not.toMatch(
          /^(none|personal-read|aggregate-read)$/,
        );
      }
      if (declaration.method === 'GET' && declaration.scope === 'people') {
        expect(
          ['personal-read', 'aggregate-read', 'own-read'],
          `${name} reads people's data`,
        ).toContain(rule);
      }
    }
  });

  /**
   * Each call that changes something, made as a person would: the events it must leave. The
   * sign-in callback and an admin ending sessions are walked in test/oidc-sign-in.test.ts;
   * snoozing a computed insight (one the viewer's synced company gives them) in
   * test/insights.test.ts.
   */
  const WALKED_ELSEWHERE = new Set(['oidcCallback', 'endMemberSessions', 'snoozeInsight']);

  it('records an event for every such call, with who, from where and what changed', async () => {
    const sarah = (await login(t.app, SARAH)).cookies;
    const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        cookies: sarah,
        headers: { 'user-agent': 'audit-walker/1.0' },
        remoteAddress: '10.9.8.7',
        ...(payload && { payload }),
      });
    const walked = new Map<string, AuditEvent['action'][]>();
    const walk = async (
      name: string,
      expected: AuditEvent['action'][],
      act: () => Promise<unknown>,
    ) => {
      const before = await lastId();
      await act();
      // A run's end is recorded by the engine after the run's record says it ended: wait for it.
      let recorded: string[] = [];
      for (let i = 0; i < 100; i += 1) {
        recorded = (await eventsAfter(before)).map((event) => event.action);
        if (expected.every((action) => recorded.includes(action))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const action of expected) expect(recorded, name).toContain(action);
      walked.set(name, expected);
    };

    await walk('login', ['sign-in'], () => login(t.app, SARAH));
    await walk('updateUser', ['user-updated'], async () => {
      const [row] = await t.database.db.select().from(users).where(eq(users.email, SARAH));
      expect(
        (await call('PUT', `/api/auth/user/${row?.id}`, { name: 'Sarah C.' })).statusCode,
      ).toBe(200);
      await call('PUT', `/api/auth/user/${row?.id}`, { name: 'Sarah Chen' });
    });
    await walk('dismissInsight', ['insight-dismissed'], async () =>
      expect((await call('POST', '/api/management-insights/1/dismiss')).statusCode).toBe(200),
    );
    await walk('completeInsight', ['insight-completed'], async () =>
      expect((await call('POST', '/api/management-insights/2/complete')).statusCode).toBe(200),
    );
    let integrationId = 0;
    await walk('createIntegration', ['integration-created'], async () => {
      integrationId = await createBambooHrIntegration(t.app, sarah, bamboo);
    });
    await walk(
      'updateIntegration',
      ['integration-changed', 'integration-disabled', 'integration-key-replaced'],
      async () => {
        const response = await call('PATCH', `/api/system-integrations/${integrationId}`, {
          syncFrequency: 'hourly',
          isEnabled: false,
          apiKey: bamboo.apiKey,
        });
        expect(response.statusCode).toBe(200);
      },
    );
    await walk('updateIntegration (enable)', ['integration-enabled'], async () =>
      expect(
        (await call('PATCH', `/api/system-integrations/${integrationId}`, { isEnabled: true }))
          .statusCode,
      ).toBe(200),
    );
    await walk('testIntegration', ['integration-tested'], async () =>
      expect(
        (await call('POST', `/api/system-integrations/${integrationId}/test`)).statusCode,
      ).toBe(200),
    );
    await walk('startSync', ['sync-started', 'sync-finished'], () => syncNow(sarah, integrationId));
    await walk('askAssistant', ['assistant-asked'], async () =>
      expect(
        (await call('POST', '/api/assistant/questions', { question: 'Who is out next week?' }))
          .statusCode,
      ).toBe(200),
    );
    // The assistant's language model: configured, changed (turned off, a new key), previewed
    // and removed; the key and its hint never in the trail.
    const modelKey = 'sk-audit-walker-model-key-7c4e1a';
    await walk('saveAssistantModel', ['assistant-model-configured'], async () =>
      expect(
        (
          await call('PUT', '/api/assistant/model', {
            baseUrl: 'https://models.example.com/v1',
            model: 'gpt-test',
            apiKey: `${modelKey}-old`,
            enabled: true,
          })
        ).statusCode,
      ).toBe(200),
    );
    await walk(
      'saveAssistantModel (change)',
      ['assistant-model-changed', 'assistant-model-disabled', 'assistant-model-key-replaced'],
      async () =>
        expect(
          (
            await call('PUT', '/api/assistant/model', {
              baseUrl: 'https://models.example.com/v2',
              model: 'gpt-test-2',
              apiKey: modelKey,
              enabled: false,
            })
          ).statusCode,
        ).toBe(200),
    );
    await walk('saveAssistantModel (on)', ['assistant-model-enabled'], async () =>
      expect(
        (
          await call('PUT', '/api/assistant/model', {
            baseUrl: 'https://models.example.com/v2',
            model: 'gpt-test-2',
            enabled: true,
          })
        ).statusCode,
      ).toBe(200),
    );
    await walk('previewAssistantModel', ['assistant-model-previewed'], async () =>
      expect(
        (
          await call('POST', '/api/assistant/model/preview', {
            question: 'Who reports to me?',
          })
        ).statusCode,
      ).toBe(200),
    );
    await walk('deleteAssistantModel', ['assistant-model-removed'], async () =>
      expect((await call('DELETE', '/api/assistant/model')).statusCode).toBe(200),
    );
    const modelEvents = JSON.stringify(
      (await events()).filter((event) => event.action.startsWith('assistant-model')),
    );
    expect(modelEvents).toContain('gpt-test-2');
    expect(modelEvents).not.toContain(modelKey);
    expect(modelEvents).not.toContain('••••');
    expect(modelEvents).not.toContain('apiKeyHint');

    await walk('recordExport', ['report-exported'], async () =>
      expect(
        (await call('POST', '/api/reports/exports', { page: '/qube/people', format: 'csv' }))
          .statusCode,
      ).toBe(200),
    );
    await walk('logoutEverywhere', ['sign-out-everywhere'], async () => {
      const jordan = (await login(t.app, JORDAN)).cookies;
      await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', cookies: jordan });
    });
    await walk('logout', ['sign-out'], async () => {
      const jordan = (await login(t.app, JORDAN)).cookies;
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: jordan });
    });
    await walk('deleteIntegration', ['integration-deleted'], async () =>
      expect((await call('DELETE', `/api/system-integrations/${integrationId}`)).statusCode).toBe(
        200,
      ),
    );

    // Every call that changes something was walked, here or in the sign-in tests.
    const writes = ENDPOINTS.filter(([, declaration]) => declaration.method !== 'GET').map(
      ([name]) => name,
    );
    for (const name of writes) {
      expect(walked.has(name) || WALKED_ELSEWHERE.has(name), `${name} is walked`).toBe(true);
    }

    // Who, from where, and what changed; never the key.
    const [changed] = (await events()).filter((event) => event.action === 'integration-changed');
    expect(changed).toMatchObject({
      actorKind: 'user',
      actorLabel: SARAH,
      ip: '10.9.8.7',
      userAgent: 'audit-walker/1.0',
      organisationId: 1,
      result: 'ok',
      changes: { syncFrequency: { before: 'daily', after: 'hourly' } },
    });
    expect(changed?.requestId).toBeTruthy();
    const all = JSON.stringify(await events());
    expect(all).not.toContain(bamboo.apiKey);
    expect(all).not.toContain('apiKeyHint');
    const [finished] = (await events()).filter((event) => event.action === 'sync-finished');
    expect(finished).toMatchObject({ actorKind: 'system', actorLabel: 'system:sync' });
    expect(finished?.detail).toMatchObject({ status: 'success' });
  });

  it('records a refusal under the call’s action, with its status', async () => {
    const strict = await buildTestApp({ config: { adminEmails: [SARAH] } });
    try {
      const jordan = (await login(strict.app, JORDAN)).cookies;
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/system-integrations',
        cookies: jordan,
        payload: {
          systemType: 'hris',
          systemName: 'bamboohr',
          isEnabled: true,
          syncFrequency: 'daily',
          apiEndpoint: 'https://api.bamboohr.com/api/gateway.php/acme',
          apiKey: 'refused-key-0123456789',
        },
      });
      expect(response.statusCode).toBe(403);
      // Recorded after the answer left.
      const refusedEvents = () =>
        strict.database.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.action, 'integration-created'));
      for (let i = 0; i < 100 && (await refusedEvents()).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [refused] = await refusedEvents();
      expect(refused).toMatchObject({ actorLabel: JORDAN, result: 'refused', status: 403 });
      expect(JSON.stringify(refused)).not.toContain('refused-key-0123456789');
      const unknown = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@acme.example' },
      });
      expect(unknown.statusCode).toBe(401);
      const [signInRefused] = await strict.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'sign-in-refused'));
      expect(signInRefused).toMatchObject({ actorLabel: 'nobody@acme.example', status: 401 });
    } finally {
      await strict.close();
    }
  });
});

describe('reads of personal data', () => {
  let sarah: Record<string, string>;

  beforeAll(async () => {
    sarah = (await login(t.app, SARAH)).cookies;
    const id = await createBambooHrIntegration(t.app, sarah, bamboo);
    expect((await syncNow(sarah, id)).status).toBe('success');
  });

  const reads = async () =>
    (await events()).filter(
      (event) => event.action === 'hr-data-viewed' && event.actorLabel === SARAH,
    );

  it('are recorded once per viewer, call and data version, not once per request', async () => {
    await settled();
    const before = (await reads()).length;
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ url: '/api/employees', cookies: sarah })).statusCode).toBe(200);
    }
    await settled();
    const after = await reads();
    expect(after.length).toBe(before + 1);
    expect(after[0]?.detail).toMatchObject({ call: '/api/employees', everyone: false });
    // A write moves the data on: the next read is another event.
    await t.app.inject({
      method: 'POST',
      url: '/api/reports/exports',
      cookies: sarah,
      payload: { page: '/qube', format: 'pdf' },
    });
    await t.app.inject({ url: '/api/employees', cookies: sarah });
    await settled();
    expect((await reads()).length).toBe(before + 2);
  });

  it('are not recorded for someone whose scope holds no one but themselves', async () => {
    const jordan = (await login(t.app, JORDAN)).cookies;
    await t.app.inject({ url: '/api/employees', cookies: jordan });
    await t.app.inject({ url: '/api/hris-insights', cookies: jordan });
    await settled();
    const byJordan = (await events()).filter(
      (event) => event.action === 'hr-data-viewed' && event.actorLabel === JORDAN,
    );
    expect(byJordan).toEqual([]);
  });

  it('are not recorded for a manager reading their own page, which holds no one else’s', async () => {
    await settled();
    const before = (await reads()).length;
    const own = await t.app.inject({ url: '/api/personal/me', cookies: sarah });
    expect(own.statusCode).toBe(200);
    expect(own.json().team.state).toBe('computed');
    await settled();
    expect((await reads()).length).toBe(before);
  });

  it('show a person who viewed their data', async () => {
    await t.app.inject({ url: '/api/hris-insights', cookies: sarah });
    await settled();
    const jordan = (await login(t.app, JORDAN)).cookies;
    const mine = await t.app.inject({ url: '/api/me/audit-events', cookies: jordan });
    expect(mine.statusCode).toBe(200);
    const { events: about } = ZAuditEventsResponse.parse(mine.json());
    expect(
      about.some((event) => event.actor.label === SARAH && event.action === 'hr-data-viewed'),
    ).toBe(true);
    // Who and when, not the viewer's address or browser.
    expect(about.every((event) => event.ip === null && event.userAgent === null)).toBe(true);
    // Jordan's own reads are not about him by someone else.
    expect(
      about.every((event) => event.actor.label !== JORDAN || event.action !== 'hr-data-viewed'),
    ).toBe(true);
  });
});

describe('admins read and verify the trail', () => {
  it("lists a company's events to its admins only, filtered and paginated", async () => {
    const globex = await insertOrganisation(t.database, 'Globex');
    const adminId = await insertUser(t.database, {
      email: 'admin@globex.example',
      name: 'Gail Admin',
      organisationId: globex,
    });
    await t.database.db
      .update(users)
      .set({ groupRoles: ['admin'] })
      .where(eq(users.id, adminId));
    await insertUser(t.database, {
      email: 'pat@globex.example',
      name: 'Pat',
      organisationId: globex,
    });
    const admin = (await signInMember(t.app, 'admin@globex.example')).cookies;
    const pat = (await signInMember(t.app, 'pat@globex.example')).cookies;
    for (const page of ['/qube', '/qube/okrs', '/qube/people'] as const) {
      await t.app.inject({
        method: 'POST',
        url: '/api/reports/exports',
        cookies: pat,
        payload: { page, format: 'csv' },
      });
    }
    const list = (query: string, cookies: Record<string, string> = admin) =>
      t.app.inject({ url: `/api/audit-events${query}`, cookies });
    const first = ZAuditEventsResponse.parse((await list('?limit=2')).json());
    expect(first.events).toHaveLength(2);
    expect(first.events.every((event) => event.actor.label === 'pat@globex.example')).toBe(true);
    expect(first.events[0]?.detail).toEqual({ page: '/qube/people', format: 'csv' });
    expect(first.events[0]?.actor.name).toBe('Pat');
    const second = ZAuditEventsResponse.parse((await list(`?limit=2&before=${first.next}`)).json());
    expect(second.events.map((event) => event.detail?.page)).toEqual(['/qube']);
    expect(second.next).toBeNull();
    // Globex's admin sees none of the demo company's events.
    const filtered = ZAuditEventsResponse.parse((await list('?person=sarah&limit=50')).json());
    expect(filtered.events).toEqual([]);
    expect(ZAuditEventsResponse.parse((await list('?action=sign-in')).json()).events).toEqual([]);
    expect((await list('?from=2026-13-01')).statusCode).toBe(400);
    expect((await list('', pat)).statusCode).toBe(403);
    const sarah = (await login(t.app, SARAH)).cookies;
    // The demo company's visitors share its accounts: no one of them reads its trail.
    expect((await list('', sarah)).statusCode).toBe(403);

    const verified = ZAuditVerifyResponse.parse(
      (await t.app.inject({ url: '/api/audit-events/verify', cookies: admin })).json(),
    );
    expect(verified).toMatchObject({ ok: true, firstBroken: null });
    expect(verified.checked).toBeGreaterThan(10);
  });
});

describe('tamper evidence', () => {
  it('reports the first broken link when a row is changed or removed past the trigger', async () => {
    const check = () => verifyAuditTrail(t.database.db);
    expect((await check()).ok).toBe(true);
    const [victim] = await t.database.db
      .select()
      .from(auditEvents)
      .orderBy(auditEvents.id)
      .offset(3)
      .limit(1);
    if (!victim) throw new Error('no events');
    // Someone who may drop the trigger (a database owner) edits a row.
    await t.database.db.execute(
      sql`alter table audit_events disable trigger audit_events_append_only`,
    );
    try {
      await t.database.db
        .update(auditEvents)
        .set({ actorLabel: 'someone-else@acme.example' })
        .where(eq(auditEvents.id, victim.id));
      expect(await check()).toMatchObject({
        ok: false,
        firstBroken: { id: victim.id, reason: expect.stringMatching(/changed/) },
      });
      await t.database.db
        .update(auditEvents)
        .set({ actorLabel: victim.actorLabel })
        .where(eq(auditEvents.id, victim.id));
      expect((await check()).ok).toBe(true);
      await t.database.db.delete(auditEvents).where(eq(auditEvents.id, victim.id));
      expect(await check()).toMatchObject({
        ok: false,
        firstBroken: { id: victim.id + 1, reason: expect.stringMatching(/missing/) },
      });
      await t.database.db.insert(auditEvents).values(victim);
      expect((await check()).ok).toBe(true);
    } finally {
      await t.database.db.execute(
        sql`alter table audit_events enable trigger audit_events_append_only`,
      );
    }
  });
});

describe('appending', () => {
  it('writes events appended at once together, in order, each answered with its own id', async () => {
    const before = await lastId();
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.auditTrail.append({
          organisationId: 1,
          actor: { kind: 'system', label: 'system:test' },
          action: 'report-exported',
          target: { type: 'report', id: i },
        }),
      ),
    );
    expect(new Set(ids).size).toBe(200);
    expect(Math.min(...ids)).toBe(before + 1);
    expect(Math.max(...ids)).toBe(before + 200);
    const stored = await eventsAfter(before);
    for (const event of stored) {
      if (event.actorLabel === 'system:test') {
        expect(event.targetId).toBe(String(ids.indexOf(event.id)));
      }
    }
    expect((await verifyAuditTrail(t.database.db)).ok).toBe(true);
  });
});

describe('the group commit', () => {
  const event = (id: number) => ({
    organisationId: 1,
    actor: { kind: 'system' as const, label: 'system:group-commit' },
    action: 'report-exported' as const,
    target: { type: 'report', id },
  });
  /** The transaction that wrote each event: events written by one statement share it. */
  async function writersOf(ids: number[]) {
    const rows = await t.database.db
      .select({ id: auditEvents.id, writer: sql<string>`xmin::text` })
      .from(auditEvents)
      .where(inArray(auditEvents.id, ids));
    return new Map(rows.map((row) => [row.id, row.writer]));
  }

  it('holds queued events while more are on their way, and writes them in one statement', async () => {
    let onTheirWay = true;
    // A bound no busy machine reaches: the test is about what holds the event, not how long.
    const trail = createAuditTrail(t.database.db, {
      expectsMore: () => onTheirWay,
      maxWaitMs: 600_000,
    });
    const first = trail.append(event(1));
    // Several turns of the event loop later, another event joins the one waiting.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((done) => setImmediate(done));
    const second = trail.append(event(2));
    onTheirWay = false;
    trail.nudge();
    const ids = await Promise.all([first, second]);
    const writers = await writersOf(ids);
    expect(writers.get(ids[0])).toBe(writers.get(ids[1]));
    expect((await verifyAuditTrail(t.database.db)).ok).toBe(true);
  });

  it('writes at once when nothing more is on its way, and never waits past its bound', async () => {
    const idle = createAuditTrail(t.database.db);
    const a = await idle.append(event(3));
    const b = await idle.append(event(4));
    const idleWriters = await writersOf([a, b]);
    expect(idleWriters.get(a)).not.toBe(idleWriters.get(b));
    // Something always under way: the event is still written, after its bound.
    const busy = createAuditTrail(t.database.db, { expectsMore: () => true, maxWaitMs: 10 });
    const c = await busy.append(event(5));
    expect((await writersOf([c])).size).toBe(1);
  });

  it('writes the event of a quick write together with that of a slower one beside it', async () => {
    // A provider that answers a connection test only when told to: the test is under way until
    // then. The longest wait allowed: the test is about which events share a statement.
    let probed!: () => void;
    const probeArrived = new Promise<void>((resolve) => {
      probed = resolve;
    });
    let answerProbe!: () => void;
    const provider = createServer((_request, response) => {
      probed();
      answerProbe = () => response.writeHead(401).end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    const g = await buildTestApp({
      config: { auditGroupCommitMs: 1_000, integrationAllowPrivateTargets: true },
    });
    try {
      const { cookies } = await login(g.app, SARAH);
      const me = await g.app.inject({ method: 'GET', url: '/api/auth/me', cookies });
      const sarah = me.json().user as { id: number; name: string };
      const integrationId = await createBambooHrIntegration(g.app, cookies, {
        endpoint: `http://127.0.0.1:${port}/acme`,
        apiKey: 'key-of-the-slow-provider',
      });
      const slow = g.app.inject({
        method: 'POST',
        url: `/api/system-integrations/${integrationId}/test`,
        cookies,
      });
      await probeArrived;
      const quick = g.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${sarah.id}`,
        cookies,
        payload: { name: `${sarah.name} (renamed)` },
      });
      // The quick write's event waits for the slower write's; the provider answers meanwhile.
      setTimeout(() => answerProbe(), 100);
      const answers = await Promise.all([slow, quick]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const writers = await g.database.db
        .select({ action: auditEvents.action, writer: sql<string>`xmin::text` })
        .from(auditEvents)
        .where(inArray(auditEvents.action, ['integration-tested', 'user-updated']));
      expect(writers.map((row) => row.action).sort()).toEqual([
        'integration-tested',
        'user-updated',
      ]);
      expect(new Set(writers.map((row) => row.writer)).size).toBe(1);
    } finally {
      await g.close();
      provider.closeAllConnections();
      await new Promise((resolve) => provider.close(resolve));
    }
  });
});

describe('retention', () => {
  it('removes whole old segments in its own transaction, and the rest still verifies from its anchor', async () => {
    const trail = t.app.auditTrail;
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    const fresh = await buildTestApp();
    try {
      const own = fresh.app.auditTrail;
      for (let i = 0; i < 5; i += 1) {
        await own.append(
          {
            organisationId: 1,
            actor: { kind: 'system', label: 'system:test' },
            action: 'report-exported',
            target: { type: 'report', id: i },
          },
          new Date(old.getTime() + i * 1000),
        );
      }
      await own.append({
        organisationId: 1,
        actor: { kind: 'system', label: 'system:test' },
        action: 'report-exported',
        target: { type: 'report', id: 'new' },
      });
      const removed = await own.removeBefore(new Date(Date.now() - 365 * 24 * 60 * 60 * 1000));
      expect(removed).toBeGreaterThanOrEqual(5);
      const kept = await fresh.database.db.select().from(auditEvents);
      expect(kept.every((event) => event.at.getTime() > old.getTime() + 10_000)).toBe(true);
      const [anchor] = await fresh.database.db.select().from(auditAnchors);
      expect(anchor?.removed).toBe(removed);
      expect(await verifyAuditTrail(fresh.database.db)).toMatchObject({ ok: true });
      await own.append({
        organisationId: 1,
        actor: { kind: 'system', label: 'system:test' },
        action: 'report-exported',
        target: { type: 'report', id: 'after' },
      });
      expect((await verifyAuditTrail(fresh.database.db)).ok).toBe(true);
      // Outside the job's transaction, a delete is still refused.
      await expect(fresh.database.db.delete(auditEvents)).rejects.toThrow();
    } finally {
      await fresh.close();
    }
    expect(trail).toBeDefined();
  });
});

describe.skipIf(TEST_DB_KIND !== 'postgres')('many instances, one PostgreSQL', () => {
  it('keeps one valid chain under 100 concurrent writers on two server instances', async () => {
    if (!t.databaseUrl) throw new Error('the postgres project gives every file its database URL');
    const database = await openDatabase({ databaseUrl: t.databaseUrl, seed: false });
    const second: FastifyInstance = await buildApp({
      config: { ...testConfig(), databaseUrl: t.databaseUrl },
      database,
    });
    await second.ready();
    try {
      const before = await lastId();
      const apps = [t.app, second];
      const cookies: Record<string, string>[] = await Promise.all(
        apps.map(async (app) => (await login(app, SARAH)).cookies),
      );
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          apps[i % 2]?.inject({
            method: 'POST',
            url: '/api/reports/exports',
            cookies: cookies[i % 2] ?? {},
            payload: { page: '/qube/finance', format: i % 3 === 0 ? 'pdf' : 'csv' },
          }),
        ),
      );
      expect(answers.every((answer) => answer?.statusCode === 200)).toBe(true);
      const added = await eventsAfter(before);
      expect(added.filter((event) => event.action === 'report-exported')).toHaveLength(100);
      const ids = added.map((event) => event.id).sort((a, b) => a - b);
      expect((ids.at(-1) ?? 0) - (ids[0] ?? 0) + 1).toBe(ids.length);
      expect(await verifyAuditTrail(t.database.db)).toMatchObject({ ok: true });
    } finally {
      await second.close();
      await database.close();
    }
  });
});
