import { type RunningIdp, startIdp } from '@q/provider-fakes/idp';
import { type ResolvedEndpoint, resolveEndpoints } from '@q/schemas/api';
import { unstorableJsonReason } from '@q/schemas/common';
import { ZApiError } from '@q/schemas/errors';
import { isSignInProblem } from '@q/schemas/sign-in';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOidcConfig, ZOidcEnv } from '../src/auth/oidc-config.js';
import { ALEX, buildTestApp, login, PRIYA, SARAH, type TestApp } from './helpers.js';
import { arbitraryFor } from './zod-arbitrary.js';

/**
 * Property-based fuzzing of every declared call (`@q/schemas/api`): requests are generated from the route's zod
 * schemas and then broken (wrong types, missing and extra fields, huge, empty, unicode and
 * control-character strings, __proto__/constructor keys, deep nesting, wrong content types,
 * garbage ids and cookies). Every answer must be a 2xx matching the route's response schema or a
 * 4xx in the JSON error shape, within a deadline; a 4xx must leave every table as it was.
 *
 * FUZZ_RUNS sets the cases per route (default 200, part of `pnpm test`); `pnpm fuzz` runs many more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** One answer taking longer than this counts as a hang. */
const ANSWER_DEADLINE_MS = 15_000;

// No case may reach the network: integration endpoints are loopback or private literals (refused
// by the connection-test guard before connecting), and any host name fails to resolve here.
vi.mock('node:dns', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:dns') & { default: object }>();
  const lookup = (hostname: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (error: Error) => void;
    const error = Object.assign(new Error(`fuzz: no DNS for ${hostname}`), { code: 'ENOTFOUND' });
    process.nextTick(() => done(error));
  };
  return { ...actual, default: { ...actual.default, lookup }, lookup };
});

type Auth = 'sarah' | 'alex' | 'none' | 'garbage' | 'fresh';

interface FuzzCase {
  auth: Auth;
  id: string;
  /** The raw body text, or undefined for no body. */
  body: string | undefined;
  contentType: string | undefined;
  query: string;
  /** What was done to the request, for the failure report. */
  label: string;
}

let t: TestApp;
let idp: RunningIdp;
let sarahCookies: Record<string, string>;
let alexCookies: Record<string, string>;
let fingerprint: () => Promise<string>;
const stats = { cases: 0, serverErrors: 0, byStatus: new Map<number, number>() };

let address = 0;
/** A new client address per request, so the per-IP rate limits count each case apart. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

beforeAll(async () => {
  // No process works sync jobs: a run a case starts stays queued, and no background run writes
  // to the tables while a later case measures whether it changed them.
  // A real identity provider, so the sign-in calls are fuzzed past "not configured".
  idp = await startIdp({
    clients: [
      {
        clientId: 'q-fuzz',
        clientSecret: 'q-fuzz-client-secret',
        redirectUris: ['http://127.0.0.1:3999/api/auth/oidc/callback'],
      },
    ],
  });
  const { config: oidc } = readOidcConfig(
    ZOidcEnv.parse({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'q-fuzz',
      OIDC_CLIENT_SECRET: 'q-fuzz-client-secret',
      OIDC_REDIRECT_BASE: 'http://127.0.0.1:3999',
      COMPANY_NAME: 'Acme',
      DEMO_LOGIN: 'true',
    }),
  );
  t = await buildTestApp({ config: { syncWorker: false, oidc, demoLogin: true } });
  sarahCookies = (await login(t.app, SARAH)).cookies;
  alexCookies = (await login(t.app, ALEX)).cookies;
  // Sarah owns records to hit with real ids: one integration, and the seed's insights.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system-integrations',
    cookies: sarahCookies,
    payload: {
      systemType: 'hris',
      systemName: 'workday',
      isEnabled: true,
      syncFrequency: 'daily',
      apiEndpoint: 'https://127.0.0.1:9/hris',
      apiKey: 'sk_fuzz_0123456789_abcdef',
    },
  });
  expect(created.statusCode).toBe(201);

  // The audit trail is left out: it records refusals (that is its job), after the answer.
  const { rows } = (await t.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not like 'audit\_%' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = rows.map(
    ({ table_name }) =>
      `(select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "${table_name}" x)`,
  );
  fingerprint = async () => {
    const result = (await t.database.db.execute(
      sql.raw(`select ${parts.join(" || ':' || ")} as f`),
    )) as unknown as { rows: { f: string }[] };
    return result.rows[0]?.f ?? '';
  };
}, 120_000);

afterAll(async () => {
  const statuses = [...stats.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `fuzz (${process.env.Q_TEST_DB ?? 'pglite'}): ${stats.cases} cases, ${stats.serverErrors} answers 5xx; ${statuses.join(' ')}`,
  );
  await t?.close();
  await idp?.close();
});

// ── Arbitraries ──────────────────────────────────────────────────────────────────────────────

/** Every Unicode format character (general category Cf), from the engine's own tables. */
const FORMAT_CHARACTERS = Array.from({ length: 0x110000 }, (_, cp) => cp)
  .filter((cp) => cp < 0xd800 || cp > 0xdfff)
  .map((cp) => String.fromCodePoint(cp))
  .filter((char) => /^\p{Cf}$/u.test(char));
const formatChar = fc.oneof(
  fc.constantFrom('\u202a', '\u202e', '\u2066', '\u2069', '\u200b', '\u200d', '\u2060', '\ufeff'),
  fc.constantFrom(...FORMAT_CHARACTERS),
);

const hints = {
  emails: [SARAH, ALEX, PRIYA, 'SARAH.CHEN@ACME.EXAMPLE', 'nobody@acme.example'],
  // Mixed into every generated string, record key and JSON value (see zod-arbitrary.ts).
  oddText: fc.string({
    unit: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('a', 'Z', '7', ' ') },
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('\u007f', '\ufffe', '\uffff', '\ud800', '\udfff', '\u202e'),
      formatChar,
    ),
    minLength: 1,
    maxLength: 12,
  }),
  // Loopback, private and link-local targets: the guard refuses them before any connection.
  urls: [
    'http://127.0.0.1:9/hris',
    'https://10.0.0.1/api',
    'http://[::1]:9/',
    'http://169.254.169.254/latest/meta-data',
    'https://192.168.0.1/x?y=1',
  ],
};

/**
 * Code units the database or the stack may choke on: every C0 control and DEL, lone high and low
 * surrogates (JSON.stringify writes them as `\ud800`, as an attacker would), non-characters,
 * and every invisible format character (bidirectional controls, zero-width spaces, BOMs, tags;
 * joiners too, alone and beside a letter), which no stored text may hold.
 */
const oddUnit = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u0085', '\u202e', '\ufeff', '\ufffe', '\uffff', '\ufffd'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  formatChar,
);

/** Ordinary text with odd code units mixed in. */
const oddText = fc.string({
  unit: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('a', 'Z', '7', ' ', '-') }, oddUnit),
  minLength: 1,
  maxLength: 16,
});

const oddStrings = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: oddUnit, maxLength: 20 }),
  oddText,
  fc.constantFrom(
    '𝕼 👩‍💻 ﷽',
    'null',
    'undefined',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '{{7*7}}',
    '%00',
    '../../etc/passwd',
    '••••1234',
  ),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1_100_000, max: 1_300_000 }).map((n) => 'y'.repeat(n)),
);

const wrongTypeValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  oddStrings,
);

const garbageIds = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '01',
    '2147483648',
    '99999999999999999999',
    'abc',
    '%20',
    '%00',
    '..%2F..',
    'null',
    '€',
    '1;DROP TABLE users',
    ' 1',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** Real ids (Sarah's integration, seed insights, users) and random valid ones. */
const idArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) },
  { weight: 2, arbitrary: garbageIds },
);

const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Inserts `"key": value` as the first member of a JSON object text. */
const withMember = (objectText: string, key: string, valueText: string) =>
  objectText === '{}'
    ? `{${JSON.stringify(key)}:${valueText}}`
    : `{${JSON.stringify(key)}:${valueText},${objectText.slice(1)}`;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON body, valid by the schema or broken in one of many ways. */
function bodyArbitrary(
  schema: ResolvedEndpoint['body'],
): fc.Arbitrary<{ text: string | undefined; label: string }> {
  const valid = schema ? arbitraryFor(schema, hints) : fc.constant(undefined);
  const text = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const keyOf = (value: unknown) =>
    fc.constantFrom(
      ...(isPlainObject(value) && Object.keys(value).length > 0 ? Object.keys(value) : ['x']),
    );

  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => ({ text: text(value), label: 'valid' })) },
    {
      weight: 2,
      arbitrary: valid.chain((value) =>
        fc.tuple(keyOf(value), wrongTypeValue).map(([key, wrong]) => ({
          text: JSON.stringify({ ...(isPlainObject(value) ? value : {}), [key]: wrong }),
          label: `wrong type or odd string for ${key}`,
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: valid.chain((value) =>
        keyOf(value).map((key) => {
          const rest = isPlainObject(value) ? { ...value } : {};
          delete rest[key];
          return { text: JSON.stringify(rest), label: `missing ${key}` };
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }))
        .map(([value, key, extra]) => ({
          text: JSON.stringify({ ...(isPlainObject(value) ? value : {}), [key]: extra }),
          label: `extra field ${key}`,
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...FORBIDDEN_KEYS), fc.boolean())
        .map(([value, key, nested]) => {
          const objectText = JSON.stringify(isPlainObject(value) ? value : {});
          const poison = '{"isAdmin":true,"role":"executive","polluted":true}';
          if (!nested) return { text: withMember(objectText, key, poison), label: `${key} key` };
          const field = isPlainObject(value) ? Object.keys(value)[0] : undefined;
          const inner = withMember('{}', key, poison);
          return {
            text: field
              ? withMember(objectText, field, inner)
              : withMember(objectText, 'configData', inner),
            label: `nested ${key} key`,
          };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.oneof(fc.integer({ min: 55, max: 75 }), fc.integer({ min: 1_000, max: 50_000 })),
          fc.constantFrom('[', '{"a":', '[{"a":'),
        )
        .map(([value, depth, open]) => {
          const close = open === '[' ? ']' : open === '{"a":' ? '}' : '}]';
          const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
          const field = isPlainObject(value)
            ? (Object.keys(value).at(-1) ?? 'configData')
            : 'configData';
          const objectText = JSON.stringify(isPlainObject(value) ? value : {});
          return {
            text: withMember(objectText, field, nested),
            label: `nesting ${depth} deep in ${field}`,
          };
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          oddText,
          fc.constantFrom('value', 'key', 'configData value', 'configData key'),
        )
        .chain(([value, odd, where]) =>
          keyOf(value).map((key) => {
            const rest = isPlainObject(value) ? { ...value } : {};
            if (where === 'value') rest[key] = odd;
            else if (where === 'key') rest[odd] = rest[key] ?? 1;
            else if (where === 'configData value') rest.configData = { region: odd, list: [odd] };
            else rest.configData = { [odd]: true };
            return { text: JSON.stringify(rest), label: `odd text in a ${where} (${key})` };
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            '1e400',
            '-1e400',
            '1e-400',
            '-0',
            '9007199254740993',
            '-9007199254740993',
            '1E+308',
            '123456789012345678901234567890',
            '0.0000000000000000000000000001',
          ),
          fc.boolean(),
        )
        .chain(([value, number, inConfig]) =>
          keyOf(value).map((key) => {
            const objectText = JSON.stringify(isPlainObject(value) ? value : {});
            return inConfig
              ? {
                  text: withMember(objectText, 'configData', `{"n":${number},"l":[${number}]}`),
                  label: `number ${number} in configData`,
                }
              : { text: withMember(objectText, key, number), label: `number ${number} for ${key}` };
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, wrongTypeValue, fc.boolean()).chain(([value, other, wrongFirst]) =>
        keyOf(value).map((key) => {
          const objectText = JSON.stringify(isPlainObject(value) ? value : {});
          // JSON.parse keeps the last of duplicate keys: try both orders.
          const text = wrongFirst
            ? withMember(objectText, key, JSON.stringify(other))
            : `${objectText.slice(0, -1)}${objectText === '{}' ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(other)}}`;
          return { text, label: `duplicate key ${key}` };
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom('"\\ud800"', '"x\\udc00y"', '"\\u0000"', '"\ud800"', '"\\uffff"'),
          fc.boolean(),
        )
        .chain(([value, literal, asKey]) =>
          keyOf(value).map((key) => {
            const objectText = JSON.stringify(isPlainObject(value) ? value : {});
            return asKey
              ? {
                  text: `{${literal}:1,${objectText.slice(1)}`.replace(',}', '}'),
                  label: `raw ${literal} as a key`,
                }
              : { text: withMember(objectText, key, literal), label: `raw ${literal} for ${key}` };
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
          fc.constantFrom(
            '',
            ' ',
            'null',
            '[]',
            '"{}"',
            '{',
            '{"a":1,}',
            "{'a':1}",
            '\u0000',
            '{"a":NaN}',
            '\ufeff{}',
            '1e999999',
          ),
          fc.string({ unit: 'binary', maxLength: 200 }),
        )
        .map((raw) => ({ text: raw, label: 'not a JSON object' })),
    },
  );
}

const contentTypeArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/JSON',
      'application/merge-patch+json',
      'application/xml',
      'json',
      '*/*',
      '',
    ),
  },
);

const authArbitrary = (route: ResolvedEndpoint): fc.Arbitrary<Auth> =>
  // The calls that end sessions get a fresh one (or none), never the shared ones.
  route.path === '/api/auth/logout' || route.path === '/api/auth/logout-everywhere'
    ? fc.constantFrom<Auth>('fresh', 'none', 'garbage')
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant<Auth>('sarah') },
        { weight: 1, arbitrary: fc.constantFrom<Auth>('alex', 'none', 'garbage') },
      );

const queryArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?__proto__[x]=1',
      '?a=1&a=2',
      '?userId=1',
      '?%zz',
      `?q=${'z'.repeat(5000)}`,
    ),
  },
);

/**
 * The query strings of a call that declares a query: its declared parameters, some or all, each
 * with an id-like value (valid, huge or garbage), beside the query strings every call gets.
 */
function queryArbitraryFor(route: ResolvedEndpoint): fc.Arbitrary<string> {
  const shape =
    route.query && 'shape' in route.query ? (route.query.shape as Record<string, unknown>) : {};
  const keys = Object.keys(shape);
  if (keys.length === 0) return queryArbitrary;
  const declared = fc
    .subarray(keys, { minLength: 1 })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((key) =>
          idArbitrary.map((value) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
        ),
      ),
    )
    .map((parts) => `?${parts.join('&')}`);
  return fc.oneof({ weight: 1, arbitrary: declared }, { weight: 1, arbitrary: queryArbitrary });
}

function caseArbitrary(route: ResolvedEndpoint): fc.Arbitrary<FuzzCase> {
  const sendsBody = route.method !== 'GET';
  return fc
    .record({
      auth: authArbitrary(route),
      id: idArbitrary,
      body: sendsBody
        ? bodyArbitrary(route.body)
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant({ text: undefined, label: 'no body' }) },
            { weight: 1, arbitrary: fc.constant({ text: '{"a":1}', label: 'a body on a GET' }) },
          ),
      contentType: contentTypeArbitrary,
      query: queryArbitraryFor(route),
    })
    .map(({ body, ...rest }) => ({ ...rest, body: body.text, label: body.label }));
}

// ── Running one case ─────────────────────────────────────────────────────────────────────────

async function cookiesFor(auth: Auth): Promise<Record<string, string>> {
  switch (auth) {
    case 'sarah':
      return sarahCookies;
    case 'alex':
      return alexCookies;
    case 'garbage':
      return { q_session: 'x'.repeat(60) };
    case 'fresh':
      return (await login(t.app, PRIYA)).cookies;
    case 'none':
      return {};
  }
}

async function withDeadline<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_DEADLINE_MS} ms: ${label}`)),
      ANSWER_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

let lastFingerprint: string | undefined;

/** The first stored row of the tables requests write text into that is not storable text. */
async function unstorableStoredText(): Promise<string | undefined> {
  for (const table of ['users', 'system_integrations', 'assistant_models']) {
    const { rows } = (await t.database.db.execute(
      sql.raw(`select row_to_json(x)::text as row from "${table}" x`),
    )) as unknown as { rows: { row: string }[] };
    for (const { row } of rows) {
      const reason = unstorableJsonReason(JSON.parse(row));
      if (reason) return `${table}: ${reason}: ${row.slice(0, 300)}`;
    }
  }
  return undefined;
}

async function runCase(route: ResolvedEndpoint, fuzz: FuzzCase): Promise<void> {
  // Cookies first: a fresh login writes a session, which is not the case's doing.
  const cookies = await cookiesFor(fuzz.auth);
  if (fuzz.auth === 'fresh') lastFingerprint = undefined;
  const before = lastFingerprint ?? (await fingerprint());
  const url = route.path.replace(':id', fuzz.id) + fuzz.query;
  const headers: Record<string, string> = {};
  if (fuzz.body !== undefined && fuzz.contentType !== undefined)
    headers['content-type'] = fuzz.contentType;
  const description = `${route.method} ${url.slice(0, 120)} [${fuzz.label}; ${fuzz.auth}; ${fuzz.contentType}; ${fuzz.body?.length ?? 0} bytes]`;

  const response: LightMyRequestResponse = await withDeadline(
    t.app.inject({
      method: route.method,
      url,
      headers,
      cookies,
      remoteAddress: nextAddress(),
      ...(fuzz.body !== undefined && { payload: fuzz.body }),
    }),
    description,
  );
  const status = response.statusCode;
  stats.cases += 1;
  stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
  if (status >= 500) stats.serverErrors += 1;

  expect(status, `${description} → ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
  expect(status, `${description} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (route.status === 303 && status === 303) {
    // A call a browser navigates to: on to the identity provider, or back to the login page
    // with a known problem; never a session from a made-up answer, never a cookie but its own.
    const location = String(response.headers.location);
    const problem = /^\/login\?signin=([a-z-]+)$/.exec(location)?.[1];
    expect(
      location.startsWith(`${idp.issuer}/`) || isSignInProblem(problem),
      `${description} → ${location}`,
    ).toBe(true);
    expect(
      response.cookies.filter((cookie) => cookie.name !== 'q_oidc'),
      description,
    ).toEqual([]);
    expect(response.body, description).toBe('');
    const after = await fingerprint();
    expect(after, `${description} → 303 changed the database`).toBe(before);
    lastFingerprint = after;
    return;
  }
  expect(status >= 300 && status < 400, `${description} → ${status}`).toBe(false);
  expect(response.headers['content-type'], description).toMatch(/^application\/json/);
  const body: unknown = response.json();

  if (status < 300) {
    const parsed = route.response.safeParse(body);
    expect(
      parsed.success,
      `${description}: answer does not match its schema: ${parsed.error?.message}`,
    ).toBe(true);
    // A write may have changed the tables; the next case measures afresh.
    lastFingerprint = route.method === 'GET' ? before : undefined;
    // What a write stored is storable text: no control, lone surrogate or invisible format
    // character reached a name, an endpoint or a setting.
    if (route.method !== 'GET') {
      expect(await unstorableStoredText(), `${description} stored`).toBeUndefined();
    }
    return;
  }
  const error = ZApiError.parse(body);
  expect(error.statusCode, description).toBe(status);
  const after = await fingerprint();
  expect(after, `${description} → ${status} changed the database`).toBe(before);
  lastFingerprint = after;
}

// ── The properties ───────────────────────────────────────────────────────────────────────────

const routes = await resolveEndpoints();
const perRouteTimeout = 60_000 + RUNS * 400;

describe.each(routes)('fuzzing %s', (_name, route) => {
  it(
    `${route.method} ${route.path}: 2xx matching the schema or a JSON 4xx that changes nothing`,
    async () => {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(route), (fuzz) => runCase(route, fuzz)),
        { numRuns: RUNS },
      );
    },
    perRouteTimeout,
  );
});

/**
 * Other spellings of a path, which a router or a client may read as the same call: one character
 * percent-encoded (either case of hex), a slash doubled or encoded, a dot segment (plain or
 * encoded), a trailing dot, a letter's case changed. Each picks its place in the path by `at`.
 */
const RESPELLINGS: ((path: string, at: number) => string)[] = [
  (path, at) => {
    const index = 1 + (at % (path.length - 1));
    const code = path.charCodeAt(index).toString(16).padStart(2, '0');
    return `${path.slice(0, index)}%${at % 2 ? code.toUpperCase() : code}${path.slice(index + 1)}`;
  },
  (path, at) => replaceSlash(path, at, '//'),
  (path, at) => replaceSlash(path, at, at % 2 ? '%2F' : '%2f'),
  (path, at) => replaceSlash(path, at, at % 2 ? '/./' : '/%2e/'),
  (path, at) => replaceSlash(path, at, '/x/../'),
  (path) => `${path}.`,
  (path, at) => {
    const index = 1 + (at % (path.length - 1));
    const char = path.charAt(index);
    const other = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
    return `${path.slice(0, index)}${other}${path.slice(index + 1)}`;
  },
];

function replaceSlash(path: string, at: number, by: string): string {
  const slashes = [...path.matchAll(/\//g)].map((match) => match.index);
  const index = slashes[at % slashes.length] ?? 0;
  return `${path.slice(0, index)}${by}${path.slice(index + 1)}`;
}

describe('fuzzing unknown calls', () => {
  it(
    'answers a JSON 4xx to every method on any other /api path or spelling, changing nothing',
    async () => {
      const concrete = (path: string) => path.replace(':id', '1');
      const known = new Set(
        routes.flatMap(([, route]) => {
          const call = `${route.method} ${concrete(route.path)}`;
          return route.method === 'GET' ? [call, `HEAD ${concrete(route.path)}`] : [call];
        }),
      );
      const knownPaths = [...new Set(routes.map(([, route]) => concrete(route.path)))];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
          fc.oneof(
            fc.constantFrom(...knownPaths),
            fc
              .tuple(fc.constantFrom(...knownPaths), fc.constantFrom(...RESPELLINGS), fc.nat())
              .map(([path, respell, at]) => respell(path, at)),
            fc.webPath().map((path) => `/api${path}`),
            fc.string({ maxLength: 30 }).map((s) => `/api/${encodeURIComponent(s)}`),
          ),
          async (method, path) => {
            if (known.has(`${method} ${path}`)) return;
            const before = await fingerprint();
            const response = await withDeadline(
              t.app.inject({
                method: method as 'GET',
                url: path,
                cookies: sarahCookies,
                remoteAddress: nextAddress(),
              }),
              `${method} ${path}`,
            );
            stats.cases += 1;
            stats.byStatus.set(
              response.statusCode,
              (stats.byStatus.get(response.statusCode) ?? 0) + 1,
            );
            if (response.statusCode >= 500) stats.serverErrors += 1;
            // The injecting client resolves dot segments as a browser does (`/api/./okrs` is
            // `/api/okrs`): only a spelling that reaches the server as itself must be refused.
            const asSent = new URL(path, 'http://q.test').pathname;
            // (A call a browser navigates to answers 303 when it succeeds.)
            const succeeded = response.statusCode < 300 || response.statusCode === 303;
            if (succeeded && known.has(`${method} ${asSent}`)) return;
            expect(response.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, `${method} ${path}`).toBeLessThan(500);
            if (method !== 'HEAD') {
              expect(ZApiError.parse(response.json()).statusCode).toBe(response.statusCode);
            }
            expect(await fingerprint()).toBe(before);
            lastFingerprint = undefined;
          },
        ),
        { numRuns: RUNS },
      );
    },
    perRouteTimeout,
  );
});
