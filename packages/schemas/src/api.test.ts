import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, type ApiRoute } from './api';

const routes: [string, ApiRoute][] = Object.entries(API_ROUTES);

describe('API_ROUTES', () => {
  it.each(routes)('%s has a response schema and an /api/ path', (_name, route) => {
    expect(route.response).toBeInstanceOf(z.ZodType);
    expect(route.path.startsWith('/api/')).toBe(true);
  });

  it.each(routes)('%s declares path parameters exactly when its path has them', (_name, route) => {
    expect(route.params !== undefined).toBe(route.path.includes('/:'));
  });

  it.each(routes)('%s converts to JSON Schema for the OpenAPI document', (_name, route) => {
    expect(() => z.toJSONSchema(route.response, { io: 'output' })).not.toThrow();
    for (const input of [route.params, route.body]) {
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
        'GET /api/system-integrations',
        'POST /api/system-integrations',
        'PATCH /api/system-integrations/:id',
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
});
