import type { z } from 'zod';

/**
 * One call of the API, declared once: the server registers its handler against it, OpenAPI
 * documents it, the fuzzer and the security tests iterate it, the client derives its query
 * options from it, and pages name the calls they render through it.
 *
 * The declaration itself holds no zod schema: `schemas()` loads them on first use, so a page
 * that imports a declaration (for its path and client options) does not carry zod in its first
 * chunk. The server and the tests resolve every declaration's schemas once, at start.
 */
export interface EndpointSchemas {
  /** Path parameters (`:id`), validated and transformed before the handler runs. */
  readonly params?: z.ZodType;
  /** The query string's parameters (GETs), validated and transformed before the handler runs. */
  readonly query?: z.ZodType;
  /** The JSON body; a call without one sends none. */
  readonly body?: z.ZodType;
  /** The successful answer, validated on the way out and parsed by the client. */
  readonly response: z.ZodType;
}

/** Who may call: `public` answers without a session; `session` answers 401 without one. */
export type EndpointAccess = 'public' | 'session';

/**
 * Who shares a kept answer of a GET (`caching/read-cache.ts`): everyone (`shared`), or only
 * requests of the same signed-in user or of the signed-out visitor (`viewer`). Only for answers
 * that depend on nothing but the database and the viewer.
 */
export type CacheScope = 'shared' | 'viewer';

/**
 * What a call's answer may hold, and so who decides what it holds (the server's `access/`):
 *
 * - `none`: nothing of any company or person (health, sign-in);
 * - `sample`: the seeded sample company only, and the user's own states on it;
 * - `self`: the signed-in user's own account and sessions;
 * - `people`: synced people's data, as the viewer's place in the org chart allows
 *   (`apps/api/src/access/scope.ts`); signed out or unconnected, the sample company;
 * - `organisation`: the organisation's connections and its company-level synced data: every
 *   member reads them, only admins change them (`apps/api/src/access/membership.ts`).
 *
 * Registration refuses a declaration without one, and one whose read cache would share a
 * viewer's answer with another viewer.
 */
export type DataScope = 'none' | 'sample' | 'self' | 'people' | 'organisation';

export const DATA_SCOPES: readonly DataScope[] = [
  'none',
  'sample',
  'self',
  'people',
  'organisation',
];

/** The per-client-IP limits the server applies: sign-ins, and calls that reach out of it. */
export type RateLimitPolicy = 'sign-in' | 'outbound-call';

/** The OpenAPI group a call is listed under. */
export type EndpointTag =
  | 'auth'
  | 'system'
  | 'manager'
  | 'personal'
  | 'executive'
  | 'integrations'
  | 'assistant'
  | 'audit';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  /** Fastify syntax: `:id` for a path parameter. */
  readonly path: `/api/${string}`;
  readonly access: EndpointAccess;
  /** What the answer may hold of the organisation's people and connections; see DataScope. */
  readonly scope: DataScope;
  /** What the call does, for the OpenAPI document. */
  readonly summary: string;
  readonly tag: EndpointTag;
  readonly schemas: () => Promise<S>;
  /**
   * The status of a successful answer (200 unless said); 303 for a call a browser navigates to,
   * which answers by sending it on (its response schema is the empty body).
   */
  readonly status?: 200 | 201 | 202 | 303;
  /**
   * Error statuses the handler itself answers, beyond those the declaration implies (400 for a
   * call with params or a body, 401 for a session call, 404 for a session call with params,
   * 429 for a rate-limited one); 400 for a GET whose `query` a request may get wrong.
   */
  readonly errors?: readonly (400 | 401 | 403 | 404 | 409 | 503)[];
  /** GETs only: the answer is kept in memory until the next write, shared this way. */
  readonly cache?: CacheScope;
  /**
   * Writes only: the paths of the cached GETs a successful call can change, when it can change
   * no other answer kept in memory. Without it, a successful write puts every kept answer out
   * of date. Declare it only where the call's effect is that narrow: a read it leaves out is
   * served stale.
   */
  readonly invalidates?: readonly `/api/${string}`[];
  /**
   * Writes only: a call that changes none of the data any answer is computed from — a question
   * answered from the data, sent as a POST for its body (its audit event aside: no kept answer
   * holds the trail). When it succeeds nothing kept in memory goes out of date.
   */
  readonly readOnly?: true;
  readonly rateLimit?: RateLimitPolicy;
  /** A request without a body counts as `{}` (a JSON `null` is still refused). */
  readonly bodyOptional?: true;
  /**
   * GETs only: the pages that render this call's answer. The server reads it as the visitor to
   * render such a page (or names it in a preload where it does not render it), and the page
   * starts it before its first render.
   */
  readonly pages?: readonly string[];
  /**
   * GETs only: the call a page asks instead when this one answers an empty list or fails (the
   * stored copy of a live source); the name of another declaration of the same table.
   */
  readonly fallback?: string;
  /** Client: asked once, never retried (docs/behaviour.md §7 "no retry"). */
  readonly retry?: false;
  /** Client: asked again this often while shown. */
  readonly refetchIntervalMs?: number;
}

/** Declares a call, keeping its literal types (path, method) for the handler and the client. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type SchemasOf<E> = E extends { schemas: () => Promise<infer S> } ? S : never;
type Infer<S, K extends keyof EndpointSchemas, Io extends 'in' | 'out'> = S extends {
  [key in K]: infer T extends z.ZodType;
}
  ? Io extends 'in'
    ? z.input<T>
    : z.output<T>
  : undefined;

/** What a handler returns (before the response schema's transforms). */
export type AnswerOf<E> = Infer<SchemasOf<E>, 'response', 'in'>;
/** What the client receives, parsed. */
export type ResponseOf<E> = Infer<SchemasOf<E>, 'response', 'out'>;
/** The path parameters after validation. */
export type ParamsOf<E> = Infer<SchemasOf<E>, 'params', 'out'>;
/** The query string after validation. */
export type QueryOf<E> = Infer<SchemasOf<E>, 'query', 'out'>;
/** The query string as the client sends it. */
export type RequestQueryOf<E> = Infer<SchemasOf<E>, 'query', 'in'>;
/** The body after validation (what the handler reads). */
export type BodyOf<E> = Infer<SchemasOf<E>, 'body', 'out'>;
/** The body as the client sends it. */
export type RequestBodyOf<E> = Infer<SchemasOf<E>, 'body', 'in'>;

/** The path of a call with its parameters filled in, each URL-encoded (`/api/x/:id` → `/api/x/7`). */
export function endpointUrl(
  declaration: Pick<Endpoint, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return declaration.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declaration.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The error statuses a call can answer, implied by its declaration and those it names. */
export function errorStatuses(declaration: Endpoint): number[] {
  const statuses = new Set<number>(declaration.errors ?? []);
  if (declaration.access === 'session') statuses.add(401);
  if (declaration.path.includes('/:')) statuses.add(400);
  if (declaration.method !== 'GET' && declaration.method !== 'DELETE') statuses.add(400);
  if (declaration.access === 'session' && declaration.path.includes('/:')) statuses.add(404);
  if (declaration.rateLimit) statuses.add(429);
  return [...statuses].sort();
}
