import { API, ENDPOINTS } from '@q/schemas/api';
import { ASSISTANT_API } from '@q/schemas/api/assistant';
import { AUDIT_API } from '@q/schemas/api/audit';
import { AUTH_API } from '@q/schemas/api/auth';
import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import { MANAGER_API } from '@q/schemas/api/manager';
import { SESSIONS_API } from '@q/schemas/api/sessions';
import { SIGN_IN_API } from '@q/schemas/api/sign-in';
import { SYSTEM_API } from '@q/schemas/api/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantHandlers } from '../src/routes/assistant.js';
import { auditHandlers } from '../src/routes/audit.js';
import { authHandlers } from '../src/routes/auth.js';
import { HANDLERS, refuseUnscoped } from '../src/routes/index.js';
import { integrationsHandlers } from '../src/routes/integrations.js';
import { managerHandlers } from '../src/routes/manager.js';
import { sessionsHandlers } from '../src/routes/sessions.js';
import { signInHandlers } from '../src/routes/sign-in.js';
import { systemHandlers } from '../src/routes/system.js';
import { buildTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const names = (table: object) => Object.keys(table).sort();

describe('every call states its data scope', () => {
  it('passes for every declaration', () => {
    for (const [name, declaration] of Object.entries(API)) {
      expect(() => refuseUnscoped(name, declaration), name).not.toThrow();
    }
  });

  it('refuses a declaration without one, or whose shared cache would mix viewers', () => {
    const base = { path: '/api/x' as const, cache: undefined };
    expect(() => refuseUnscoped('x', { ...base } as never)).toThrow(/states no data scope/);
    expect(() => refuseUnscoped('x', { ...base, scope: 'everyone' } as never)).toThrow(
      /states no data scope/,
    );
    for (const scope of ['people', 'self', 'organisation'] as const) {
      expect(() => refuseUnscoped('x', { ...base, scope, cache: 'shared' })).toThrow(
        /cannot be shared between viewers/,
      );
      expect(() => refuseUnscoped('x', { ...base, scope, cache: 'viewer' })).not.toThrow();
    }
    expect(() => refuseUnscoped('x', { ...base, scope: 'sample', cache: 'shared' })).not.toThrow();
  });
});

describe('declared calls and their handlers', () => {
  it('has a handler for every declaration, and a declaration for every handler', () => {
    expect(names(HANDLERS)).toEqual(names(API));
  });

  it.each([
    ['auth', AUTH_API, authHandlers],
    ['sessions', SESSIONS_API, sessionsHandlers],
    ['system', SYSTEM_API, systemHandlers],
    ['manager', MANAGER_API, managerHandlers],
    ['integrations', INTEGRATIONS_API, integrationsHandlers],
    ['assistant', ASSISTANT_API, assistantHandlers],
    ['sign-in', SIGN_IN_API, signInHandlers],
    ['audit', AUDIT_API, auditHandlers],
  ])(
    'answers the calls of @q/schemas/api/%s in src/routes/%s.ts, each exactly once',
    (_domain, table, handlers) => {
      expect(names(handlers)).toEqual(names(table));
    },
  );

  it('registers every declaration on the server', () => {
    for (const [name, route] of ENDPOINTS) {
      expect(t.app.hasRoute({ method: route.method, url: route.path }), name).toBe(true);
    }
  });

  it('serves no /api call that is not declared, the API documents aside', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = Object.entries(paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = ENDPOINTS.map(
      ([, route]) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(documented.sort()).toEqual(declared.sort());
  });
});
