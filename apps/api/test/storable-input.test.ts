import { JSON_MAX_DEPTH as MAX_JSON_DEPTH } from '@q/schemas/common';
import { ZApiError } from '@q/schemas/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app.js';
import { buildTestApp, login, SARAH, snapshotTables, type TestApp } from './helpers.js';

/**
 * Input the database cannot store (NUL, lone UTF-16 surrogates, other control characters) and JSON
 * nested deeper than the body parser allows: every such request is a 400 in the JSON error shape
 * and changes nothing, whichever stored field carries it.
 */
let t: TestApp;
let cookies: Record<string, string>;
let sarahId: number;
let integrationId: number;

const integration = {
  systemType: 'ats',
  systemName: 'greenhouse',
  isEnabled: true,
  syncFrequency: 'daily',
  apiEndpoint: 'https://127.0.0.1:9/ats',
  apiKey: 'sk_storable_0123456789',
};

beforeAll(async () => {
  t = await buildTestApp();
  const sarah = await login(t.app, SARAH);
  cookies = sarah.cookies;
  sarahId = sarah.response.json().user.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies,
    payload: { ...integration, systemType: 'hris', systemName: 'workday' },
  });
  expect(created.statusCode).toBe(201);
  integrationId = created.json().id;
});
afterAll(async () => {
  await t?.close();
});

/** Everything a request could change: users, sessions, insight states and Sarah's integrations. */
async function state() {
  const integrations = await t.app.inject({
    method: 'GET',
    url: '/api/system-integrations',
    cookies,
  });
  return { tables: await snapshotTables(t.database), integrations: integrations.body };
}

/** `JSON.stringify` with the object's strings written as given: raw `\u0000`, `\ud800` escapes. */
const raw = (value: unknown) => JSON.stringify(value);

async function expect400(method: 'POST' | 'PUT' | 'PATCH', url: string, body: string) {
  const before = await state();
  const response = await t.app.inject({
    method,
    url,
    cookies,
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode, `${method} ${url} ${body.slice(0, 120)} → ${response.body}`).toBe(
    400,
  );
  expect(ZApiError.parse(response.json()).statusCode).toBe(400);
  expect(await state()).toEqual(before);
  return response.json() as { message: string };
}

const BAD_TEXT: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00b'],
  ['a bell (C0 control)', 'a\u0007b'],
  ['an escape (C0 control)', 'a\u001bb'],
  ['DEL', 'a\u007fb'],
  // Invisible format characters: a name that looks like another ("Sarah Chen · Manager").
  ['a right-to-left override', 'Sarah Chen\u202e'],
  ['a left-to-right embedding', '\u202aSarah Chen'],
  ['bidirectional isolates', '\u2067Sarah Chen\u2069'],
  ['a zero-width space', 'Sarah\u200b Chen'],
  ['a zero-width joiner between Latin letters', 'Sar\u200dah Chen'],
  ['a word joiner', 'Sarah\u2060Chen'],
  ['a byte-order mark (inside: at an end it is trimmed as white space)', 'Sarah\ufeff Chen'],
  ['an Arabic letter mark', 'Sarah\u061c Chen'],
  ['a Mongolian vowel separator', 'Sarah\u180e Chen'],
  ['a soft hyphen', 'Sa\u00adrah Chen'],
  ['a tag character', 'Sarah Chen\u{e0041}'],
];

describe('strings the database cannot store', () => {
  it.each(BAD_TEXT)('refuses %s in a user name', async (_what, text) => {
    await expect400('PUT', `/api/auth/user/${sarahId}`, raw({ name: text }));
  });

  it.each(BAD_TEXT)('refuses %s in an endpoint, a key and a webhook', async (_what, text) => {
    const path = `/api/system-integrations/${integrationId}`;
    await expect400('PATCH', path, raw({ apiEndpoint: `https://127.0.0.1:9/${text}` }));
    await expect400('PATCH', path, raw({ webhookUrl: `https://127.0.0.1:9/${text}` }));
    await expect400('PATCH', path, raw({ apiKey: `sk_${text}_0123456789` }));
    await expect400('POST', '/api/system-integrations', raw({ ...integration, apiKey: text }));
    await expect400('POST', '/api/system-integrations', raw({ ...integration, userId: text }));
  });

  it.each(BAD_TEXT)('refuses %s in configData keys and values', async (_what, text) => {
    const path = `/api/system-integrations/${integrationId}`;
    await expect400('PATCH', path, raw({ configData: { [text]: 1 } }));
    await expect400('PATCH', path, raw({ configData: { region: text } }));
    await expect400('PATCH', path, raw({ configData: { deep: [{ [text]: [text] }] } }));
    await expect400(
      'POST',
      '/api/system-integrations',
      raw({ ...integration, configData: { list: ['ok', text] } }),
    );
  });

  it('refuses the surrogate escape as an attacker writes it in raw JSON text', async () => {
    const body = `{"name":"x\\ud800y"}`;
    expect(body).toContain('\\ud800');
    await expect400('PUT', `/api/auth/user/${sarahId}`, body);
  });

  it('refuses numbers JSON cannot keep in configData (1e400)', async () => {
    const path = `/api/system-integrations/${integrationId}`;
    await expect400('PATCH', path, '{"configData":{"n":1e400}}');
    await expect400('PATCH', path, '{"configData":{"n":[-1e400]}}');
  });

  it('keeps tabs, newlines, non-characters and astral characters', async () => {
    const path = `/api/system-integrations/${integrationId}`;
    const configData = { note: 'line 1\n\tline 2\r\n', odd: '\ufffe\uffff', emoji: '𝕼 👩‍💻' };
    const response = await t.app.inject({
      method: 'PATCH',
      url: path,
      cookies,
      payload: { configData },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().configData).toEqual(configData);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${sarahId}`,
      cookies,
      payload: { name: 'Sarah Chen 👩‍💻' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Sarah Chen 👩‍💻');
    const persian = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${sarahId}`,
      cookies,
      payload: { name: 'سارا می\u200cخواهد' },
    });
    expect(persian.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${sarahId}`,
      cookies,
      payload: { name: 'Sarah Chen' },
    });
  });

  it('never lists a name with an invisible format character among the demo accounts', async () => {
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${sarahId}`,
      cookies,
      payload: { name: 'Sarah Chen\u2066' },
    });
    expect(renamed.statusCode).toBe(400);
    const demo = await t.app.inject({ method: 'GET', url: '/api/demo-users' });
    for (const user of demo.json() as { name: string }[]) {
      expect(user.name).not.toMatch(/\p{Cf}/u);
    }
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number, open: string, close: string) =>
    `${open.repeat(depth)}1${close.repeat(depth)}`;

  it.each([
    ['arrays', 10_000, '[', ']'],
    ['objects', 10_000, '{"a":', '}'],
    ['arrays', 200_000, '[', ']'],
  ])('refuses %s nested %i deep, wherever they are', async (_kind, depth, open, close) => {
    const body = nested(depth, open, close);
    expect(body.length).toBeLessThan(BODY_LIMIT);
    const path = `/api/system-integrations/${integrationId}`;
    await expect400('PATCH', path, `{"configData":{"x":${body}}}`);
    await expect400(
      'POST',
      '/api/system-integrations',
      raw(integration).replace('{', `{"configData":{"x":${body}},`),
    );
    await expect400('PUT', `/api/auth/user/${sarahId}`, `{"name":${body}}`);
    const message = (await expect400('POST', '/api/auth/login', body)).message;
    expect(message).toMatch(/nested/);
  });

  it('accepts nesting up to the limit, and ignores brackets inside strings', async () => {
    const path = `/api/system-integrations/${integrationId}`;
    // The body object and configData are two levels; the rest fill up to the limit.
    const inner = nested(MAX_JSON_DEPTH - 2, '[', ']');
    const ok = await t.app.inject({
      method: 'PATCH',
      url: path,
      cookies,
      payload: `{"configData":${inner.replace(/^\[/, '{"x":[').replace(/\]$/, ']}')},"apiKey":"k[[[[\\"{{{{_0123456789"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await expect400('PATCH', path, `{"configData":{"x":${nested(MAX_JSON_DEPTH, '[', ']')}}}`);
  });

  it('keeps 400 for malformed JSON, 413 for too large and 415 for other types', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': contentType },
      });
    expect((await post('{"email": ')).statusCode).toBe(400);
    expect((await post('[[[[')).statusCode).toBe(400);
    expect((await post(']]]]')).statusCode).toBe(400);
    expect((await post(`{"a":"${'['.repeat(BODY_LIMIT)}"}`)).statusCode).toBe(413);
    expect((await post('{}', 'text/plain')).statusCode).toBe(415);
    const proto = await post('{"__proto__":{"x":1},"email":"a@b.example"}');
    expect(proto.statusCode).toBe(400);
  });
});
