import { randomUUID } from 'node:crypto';
import { type BambooHrFake, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRuns } from '../src/db/schema.js';
import { buildTestApp, createBambooHrIntegration, login, SARAH, type TestApp } from './helpers.js';

/**
 * A run the database still calls running, whose job pg-boss will never work (the database
 * failed its last write, or a start failed between recording the run and queueing its job),
 * would hold its integration busy for good. The next start ends it, as interrupted, and runs in
 * its place; a run queued moments ago, whose job may be on its way, is left alone.
 */

let t: TestApp;
let fake: BambooHrFake;
let sarah: Record<string, string>;
let hrisId: number;

beforeAll(async () => {
  fake = await startBambooHrFake({ employees: 5 });
  t = await buildTestApp({
    config: { integrationAllowPrivateTargets: true, syncBackoffBaseMs: 5 },
  });
  sarah = (await login(t.app, SARAH)).cookies;
  hrisId = await createBambooHrIntegration(t.app, sarah, fake);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const syncNow = () =>
  t.app.inject({ method: 'POST', url: `/api/system-integrations/${hrisId}/sync`, cookies: sarah });

async function leaveRun(queuedAgoMs: number, startedAgoMs: number | null): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await t.database.db.insert(syncRuns).values({
    id,
    integrationId: hrisId,
    trigger: 'manual',
    queuedAt: new Date(now - queuedAgoMs),
    startedAt: startedAgoMs === null ? null : new Date(now - startedAgoMs),
  });
  return id;
}

const runOf = async (id: string) =>
  (await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, id)))[0];

async function finish(runId: string) {
  for (let i = 0; i < 300; i += 1) {
    const run = await runOf(runId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not finish');
}

describe('a run left behind', () => {
  it('is ended as interrupted by the next start, which runs in its place (never queued)', async () => {
    const left = await leaveRun(5 * 60_000, null);
    const started = await syncNow();
    expect(started.statusCode).toBe(202);
    expect(await runOf(left)).toMatchObject({ status: 'error', reason: 'interrupted' });
    expect((await runOf(left))?.message).toMatch(/left unfinished/);
    expect(await finish(started.json().runId)).toMatchObject({ status: 'success' });
  });

  it('is ended too when it had started and its job is gone', async () => {
    const left = await leaveRun(10 * 60_000, 9 * 60_000);
    const started = await syncNow();
    expect(started.statusCode).toBe(202);
    expect(await runOf(left)).toMatchObject({ status: 'error', reason: 'interrupted' });
    await finish(started.json().runId);
  });

  it('is not taken for one when queued moments ago: the start answers busy', async () => {
    const fresh = await leaveRun(1_000, null);
    const refused = await syncNow();
    expect(refused.statusCode).toBe(409);
    expect(await runOf(fresh)).toMatchObject({ status: 'running' });
    await t.database.db.delete(syncRuns).where(eq(syncRuns.id, fresh));
  });
});
