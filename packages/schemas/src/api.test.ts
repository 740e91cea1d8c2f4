import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, cachedReads, ENDPOINTS, pagePreloads, resolveEndpoints } from './api';
import { type Endpoint, endpointUrl, errorStatuses } from './api/endpoint';
import { APP_NAMES, APPS } from './apps';

const routes = await resolveEndpoints();

describe('API', () => {
  it.each(routes)('%s has a response schema and an /api/ path', (_name, route) => {
    expect(route.response).toBeInstanceOf(z.ZodType);
    expect(route.path.startsWith('/api/')).toBe(true);
  });

  it.each(routes)('%s declares path parameters exactly when its path has them', (_name, route) => {
    expect(route.params !== undefined).toBe(route.path.includes('/:'));
  });

  it.each(routes)(
    '%s takes a query only as a GET that answers 400 for a wrong one',
    (_name, route) => {
      if (route.query === undefined) return;
      expect(route.method).toBe('GET');
      expect(errorStatuses(route)).toContain(400);
    },
  );

  it.each(routes)('%s converts to JSON Schema for the OpenAPI document', (_name, route) => {
    expect(() => z.toJSONSchema(route.response, { io: 'output' })).not.toThrow();
    for (const input of [route.params, route.query, route.body]) {
      if (input) expect(() => z.toJSONSchema(input, { io: 'input' })).not.toThrow();
    }
  });

  it('lists every method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the calls of the product', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'PUT /api/auth/user/:id',
        'GET /api/auth/me',
        'POST /api/auth/logout',
        'GET /api/demo-users',
        'GET /api/employees',
        'GET /api/hris-insights',
        'GET /api/headcount-metrics',
        'GET /api/ats-insights',
        'GET /api/systems-status',
        'GET /api/workday/goals',
        'GET /api/smart-goals',
        'GET /api/workday/okrs',
        'GET /api/okrs',
        'GET /api/capacity-model',
        'GET /api/management-insights',
        'POST /api/management-insights/:id/dismiss',
        'POST /api/management-insights/:id/complete',
        'GET /api/budget-tracker',
        'GET /api/news-ticker',
        'GET /api/executive/people',
        'GET /api/executive/okrs',
        'GET /api/system-integrations',
        'POST /api/system-integrations',
        'PATCH /api/system-integrations/:id',
        'DELETE /api/system-integrations/:id',
        'POST /api/system-integrations/:id/test',
      ]),
    );
  });

  it('needs a session for every write except login and logout', () => {
    const open = routes
      .filter(([, route]) => route.method !== 'GET' && route.access === 'public')
      .map(([name]) => name);
    expect(open.sort()).toEqual(['login', 'logout']);
  });

  it.each(ENDPOINTS)(
    '%s names a fallback only among the calls of its own pages',
    (_name, route) => {
      if (route.fallback === undefined) return;
      const fallback: Endpoint | undefined = API[route.fallback as keyof typeof API];
      expect(fallback?.method).toBe('GET');
      expect(fallback?.pages).toEqual(route.pages);
    },
  );

  it('keeps in memory only public or per-viewer reads that depend on the database alone', () => {
    const kept = cachedReads().map((route) => route.path);
    expect(kept).not.toContain('/api/auth/me');
    expect(kept).not.toContain('/api/health');
    expect(API.employees.cache).toBe('viewer');
    expect(API.listIntegrations.cache).toBe('viewer');
    // Synced data is in the database: kept per viewer, put out of date by a run's write.
    expect(API.workdayGoals.cache).toBe('viewer');
    expect(API.dataSources.cache).toBe('viewer');
  });
});

describe('pagePreloads', () => {
  it("names the calls a page renders, by the page's path", () => {
    expect(pagePreloads('/dashboard')).toContain('/api/news-ticker');
    expect(pagePreloads('/dashboard')).toContain('/api/data-sources');
    // The Budget vs Actual Tracker's department lines beside the manager's calls.
    expect(pagePreloads('/dashboard')).toContain('/api/finance/department-budget');
    expect(pagePreloads('/dashboard')).toHaveLength(15);
    expect(pagePreloads('/dashboard/?tab=1')).toEqual(pagePreloads('/dashboard'));
    expect(pagePreloads('/settings')).toEqual(['/api/organisation', '/api/system-integrations']);
    expect(pagePreloads('/login')).toEqual(['/api/demo-users', '/api/auth/sign-in-options']);
    expect(pagePreloads('/qube/people')).toEqual(['/api/executive/people']);
    expect(pagePreloads('/qube/okrs')).toEqual(['/api/executive/okrs']);
    expect(pagePreloads('/')).toEqual([]);
    expect(pagePreloads('/no-such-page')).toEqual([]);
  });

  it('names only GETs, for pages of the app manifest', () => {
    const pages = APP_NAMES.flatMap((name) => APPS[name].paths);
    for (const [name, route] of ENDPOINTS) {
      for (const page of route.pages ?? []) {
        expect(pages, name).toContain(page);
        expect(route.method, name).toBe('GET');
      }
    }
  });
});

describe('endpointUrl', () => {
  it('fills in and encodes path parameters', () => {
    expect(endpointUrl(API.updateIntegration, { id: 7 })).toBe('/api/system-integrations/7');
    expect(endpointUrl(API.dismissInsight, { id: 'a/b' })).toBe(
      '/api/management-insights/a%2Fb/dismiss',
    );
    expect(endpointUrl(API.employees)).toBe('/api/employees');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointUrl(API.updateUser)).toThrow(':id');
  });
});

describe('errorStatuses', () => {
  it('derives the statuses a declaration implies', () => {
    expect(errorStatuses(API.employees)).toEqual([]);
    expect(errorStatuses(API.me)).toEqual([401]);
    expect(errorStatuses(API.login)).toEqual([400, 401, 404, 429]);
    expect(errorStatuses(API.updateIntegration)).toEqual([400, 401, 403, 404]);
    expect(errorStatuses(API.createIntegration)).toEqual([400, 401, 403, 409]);
    expect(errorStatuses(API.health)).toEqual([503]);
  });
});
