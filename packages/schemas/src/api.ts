import { ASSISTANT_API } from './api/assistant';
import { AUDIT_API } from './api/audit';
import { AUTH_API } from './api/auth';
import type { Endpoint } from './api/endpoint';
import { EXECUTIVE_API } from './api/executive';
import { FINANCE_API } from './api/finance';
import { INTEGRATIONS_API } from './api/integrations';
import { MANAGER_API } from './api/manager';
import { PERSONAL_API } from './api/personal';
import { QUICKBOOKS_API } from './api/quickbooks';
import { SESSIONS_API } from './api/sessions';
import { SIGN_IN_API } from './api/sign-in';
import { SYSTEM_API } from './api/system';
import { pagePath } from './apps';

/**
 * Every call of the API, by name: one declaration each (`./api/<domain>.ts`), the single source
 * the server registers its handlers against (`apps/api/src/routes/`), OpenAPI documents, the
 * fuzzer and the security tests iterate, and the client derives its queries from. Error answers
 * are always `ZApiError` (./errors).
 *
 * The apps import their own domain's table (`@q/schemas/api/manager`), not this one, so a page
 * carries only the declarations it calls.
 */
export const API = {
  ...AUTH_API,
  ...SESSIONS_API,
  ...SIGN_IN_API,
  ...SYSTEM_API,
  ...MANAGER_API,
  ...PERSONAL_API,
  ...EXECUTIVE_API,
  ...INTEGRATIONS_API,
  ...QUICKBOOKS_API,
  ...FINANCE_API,
  ...ASSISTANT_API,
  ...AUDIT_API,
};

export type Api = typeof API;
export type EndpointName = keyof Api;

/** Every declaration with its name, in declaration order. */
export const ENDPOINTS = Object.entries(API) as [EndpointName, Endpoint][];

/** The GETs whose answers the server keeps in memory until the next write. */
export function cachedReads(): Endpoint[] {
  return ENDPOINTS.map(([, declaration]) => declaration).filter(
    (declaration) => declaration.method === 'GET' && declaration.cache !== undefined,
  );
}

/**
 * The API calls (GET paths) a page renders, which the server reads to render it or names in a
 * preload; none for most pages.
 */
export function pagePreloads(pathname: string): readonly string[] {
  const path = pagePath(pathname);
  return ENDPOINTS.filter(([, declaration]) => declaration.pages?.includes(path)).map(
    ([, declaration]) => declaration.path,
  );
}

/** A declaration's schemas, resolved: what the server and the tests work with. */
export type ResolvedEndpoint = Endpoint & Awaited<ReturnType<Endpoint['schemas']>>;

/** Every declaration with its schemas loaded, by name. */
export async function resolveEndpoints(): Promise<[EndpointName, ResolvedEndpoint][]> {
  return Promise.all(
    ENDPOINTS.map(
      async ([name, declaration]) =>
        [name, { ...declaration, ...(await declaration.schemas()) }] as [
          EndpointName,
          ResolvedEndpoint,
        ],
    ),
  );
}
