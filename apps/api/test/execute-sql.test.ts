import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildTestApp, freshAddress, SARAH, type TestApp, testConfig } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (app: TestApp['app']) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: SARAH },
    headers: { 'x-forwarded-for': freshAddress() },
  });

describe("the job engine's SQL", () => {
  it('leaves the database usable after a transaction of its own fails midway', async () => {
    await expect(t.database.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;')).rejects.toThrow(
      /division by zero/,
    );
    // More at once than the PostgreSQL pool holds, so every one of its connections is used.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.database.executeSql('SELECT 41 + 1 AS answer')),
    );
    expect(answers.map(({ rows }) => rows)).toEqual(answers.map(() => [{ answer: 42 }]));
    const signIns = await Promise.all(Array.from({ length: 6 }, () => signIn(t.app)));
    expect(signIns.map((answer) => answer.statusCode)).toEqual(signIns.map(() => 200));
  });

  it('keeps what a failed transaction wrote out of the database', async () => {
    await expect(
      t.database.executeSql(
        "BEGIN; UPDATE users SET name = 'Half done' WHERE email = 'sarah.chen@acme.example'; SELECT 1 / 0; COMMIT;",
      ),
    ).rejects.toThrow(/division by zero/);
    const { rows } = await t.database.executeSql(
      "SELECT name FROM users WHERE email = 'sarah.chen@acme.example'",
    );
    expect(rows).toEqual([{ name: 'Sarah Chen' }]);
  });

  it('lets a second server start on the same database while the first one answers', async () => {
    // Each server starts its job engine beside its start; two installing it at once on one
    // embedded connection once left a failed transaction open under every later query.
    const second = await buildApp({ config: testConfig(), database: t.database });
    try {
      const answers = await Promise.all([signIn(t.app), signIn(second), signIn(t.app)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    } finally {
      await second.close();
    }
    expect((await signIn(t.app)).statusCode).toBe(200);
  });
});
