import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type FakeProvider, startFakeProvider } from '../../test/fake-provider.js';
import type { Connector } from '../sync/connector.js';
import { blockedAddressReason } from './address-guard.js';
import { FAILURE_HINTS, probeConnection, runConnectionTest } from './connection-test.js';

const KEY = 'sk_test_connection_0001';
const LOOPBACK_ALLOWED = { timeoutMs: 2000, allowPrivateTargets: true };

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider(KEY);
});
afterAll(async () => {
  await fake.close();
});

describe('runConnectionTest', () => {
  it('succeeds on a 2xx answer and sends the key as a Bearer token', async () => {
    const outcome = await runConnectionTest(`${fake.origin}/ok`, KEY, LOOPBACK_ALLOWED);
    expect(outcome).toMatchObject({ ok: true, status: 'success', httpStatus: 200, reason: null });
    expect(outcome.message).toMatch(/^Connected: HTTP 200 in \d+ ms$/);
    expect(fake.requests.at(-1)).toEqual({ path: '/ok', authorization: `Bearer ${KEY}` });
  });

  it.each([401, 403])('says the key was rejected on %i', async (code) => {
    const outcome = await runConnectionTest(`${fake.origin}/status/${code}`, KEY, LOOPBACK_ALLOWED);
    expect(outcome).toMatchObject({ ok: false, status: 'error', httpStatus: code });
    expect(outcome.message).toBe(
      `The endpoint rejected the API key (HTTP ${code}). ${FAILURE_HINTS['rejected-key']}`,
    );
  });

  it('names any other HTTP status', async () => {
    const outcome = await runConnectionTest(`${fake.origin}/status/500`, KEY, LOOPBACK_ALLOWED);
    expect(outcome).toMatchObject({
      ok: false,
      httpStatus: 500,
      message: `The endpoint answered HTTP 500. ${FAILURE_HINTS['http-status']}`,
    });
  });

  it('gives up at the timeout', async () => {
    const started = Date.now();
    const outcome = await runConnectionTest(`${fake.origin}/hang`, KEY, {
      ...LOOPBACK_ALLOWED,
      timeoutMs: 300,
    });
    expect(outcome).toMatchObject({ ok: false, httpStatus: null, reason: 'timeout' });
    expect(outcome.message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    const outcome = await runConnectionTest(`http://127.0.0.1:${port}/`, KEY, LOOPBACK_ALLOWED);
    expect(outcome).toMatchObject({ ok: false, httpStatus: null, reason: 'refused' });
    expect(outcome.message).toMatch(/refused/);
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    const three = await runConnectionTest(`${fake.origin}/redirect/2`, KEY, LOOPBACK_ALLOWED);
    expect(three).toMatchObject({ ok: true, httpStatus: 200 });
    const four = await runConnectionTest(`${fake.origin}/redirect/3`, KEY, LOOPBACK_ALLOWED);
    expect(four).toMatchObject({ ok: false, reason: 'too-many-redirects', httpStatus: null });
  });

  it('checks every redirect hop and keeps the key from other origins', async () => {
    const onlyFirstLoopback = (address: string) =>
      address === '127.0.0.1' ? null : blockedAddressReason(address);
    const blockedHop = await runConnectionTest(
      `${fake.origin}/redirect-to?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}`,
      KEY,
      {
        timeoutMs: 2000,
        allowPrivateTargets: false,
        addressPolicy: onlyFirstLoopback,
        // The fake speaks plain http; the hop under test is the address check.
        allowPlainHttp: true,
      },
    );
    expect(blockedHop).toMatchObject({ ok: false, reason: 'blocked' });
    expect(blockedHop.message).toBe(
      'Refused to connect to 169.254.169.254: it is a private address. Only public addresses can be reached.',
    );

    const other = await startFakeProvider(KEY);
    try {
      await runConnectionTest(
        `${fake.origin}/redirect-to?url=${encodeURIComponent(`${other.origin}/ok`)}`,
        KEY,
        LOOPBACK_ALLOWED,
      );
      expect(other.requests).toEqual([{ path: '/ok', authorization: undefined }]);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['https://10.0.0.1/', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://[::ffff:169.254.169.254]/', 'link-local'],
    ['https://[fd00::1]/', 'private (unique local)'],
  ])('refuses %s before connecting', async (url, kind) => {
    const started = Date.now();
    const outcome = await runConnectionTest(url, KEY, {
      timeoutMs: 2000,
      allowPrivateTargets: false,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'blocked', httpStatus: null });
    expect(outcome.message).toMatch(
      /^Refused to connect to .*: it is a private address\. Only public addresses can be reached\.$/,
    );
    if (kind !== 'private') expect(outcome.message).not.toContain(kind);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses loopback unless allowed, without ever connecting', async () => {
    const before = fake.connections();
    const outcome = await runConnectionTest(`${fake.origin.replace('http:', 'https:')}/ok`, KEY, {
      timeoutMs: 2000,
      allowPrivateTargets: false,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'blocked' });
    expect(outcome.message).toBe(
      'Refused to connect to 127.0.0.1: it is a private address. Only public addresses can be reached.',
    );
    expect(fake.connections()).toBe(before);
  });

  it('resolves host names and checks what they resolve to', async () => {
    const port = new URL(fake.origin).port;
    const outcome = await runConnectionTest(`https://localhost:${port}/ok`, KEY, {
      timeoutMs: 2000,
      allowPrivateTargets: false,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'blocked' });
    // The address it resolved to is not named, nor its kind.
    expect(outcome.message).toBe(
      'Refused to connect to localhost: it resolves to a private address. Only public addresses can be reached.',
    );
  });

  it('refuses plain http unless private targets are allowed, before any lookup', async () => {
    const before = fake.connections();
    const outcome = await runConnectionTest(`${fake.origin}/ok`, KEY, {
      timeoutMs: 2000,
      allowPrivateTargets: false,
      // Even where the address itself would pass: the key never travels in clear text.
      addressPolicy: () => null,
    });
    expect(outcome).toMatchObject({ ok: false, httpStatus: null });
    expect(outcome.message).toMatch(/must use https/);
    expect(fake.connections()).toBe(before);
  });
});

describe('probeConnection', () => {
  /** A connector whose probe asks one path of the fake, as a run asks its provider. */
  const probing = (path: string): Connector => ({
    provider: 'bamboohr',
    systemType: 'hris',
    kinds: ['people'],
    read: () => Promise.reject(new Error('not read in a test')),
    probe: async ({ endpoint, http }) => {
      await http.json(`${endpoint}${path}`, { headers: { authorization: `Bearer ${KEY}` } });
    },
  });
  const probe = (path: string) =>
    probeConnection(
      probing(path),
      [fake.origin],
      { apiEndpoint: fake.origin, apiKey: KEY, configData: null },
      LOOPBACK_ALLOWED,
    );

  it('says what happened and what to check, in the same words as a Bearer test', async () => {
    const rejected = await probe('/status/401');
    expect(rejected).toMatchObject({ ok: false, reason: 'rejected-key', httpStatus: 401 });
    expect(rejected.message).toBe(
      `The provider rejected the API key (HTTP 401). ${FAILURE_HINTS['rejected-key']}`,
    );
    const answered = await probe('/status/404');
    expect(answered).toMatchObject({ ok: false, reason: 'http-status', httpStatus: 404 });
    expect(answered.message).toBe(
      `The provider answered HTTP 404. ${FAILURE_HINTS['http-status']}`,
    );
  });

  it('reads a run-only failure as the test failure a user can act on', async () => {
    const port = await closedPort();
    const outcome = await probeConnection(
      probing('/ok'),
      [`http://127.0.0.1:${port}`],
      { apiEndpoint: `http://127.0.0.1:${port}`, apiKey: KEY, configData: null },
      LOOPBACK_ALLOWED,
    );
    expect(outcome).toMatchObject({ ok: false, reason: 'refused', httpStatus: null });
    expect(outcome.message.endsWith(FAILURE_HINTS.refused)).toBe(true);
  });

  it('works on a 2xx and names the provider', async () => {
    const outcome = await probe('/ok');
    expect(outcome).toMatchObject({ ok: true, reason: null, httpStatus: 200 });
    expect(outcome.message).toMatch(
      /^Connected: BambooHR accepted the key \(HTTP 200 in \d+ ms\)$/,
    );
  });
});
