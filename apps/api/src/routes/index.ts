import { type Api, resolveEndpoints } from '@q/schemas/api';
import {
  DATA_SCOPES,
  type Endpoint,
  errorStatuses,
  type RateLimitPolicy,
} from '@q/schemas/api/endpoint';
import { ZApiError } from '@q/schemas/errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AUDITED_CALLS } from '../audit/audited-calls.js';
import { AccountRateLimit } from '../guards/account-rate-limit.js';
import { HttpError } from '../http/errors.js';
import { assistantHandlers } from './assistant.js';
import { auditHandlers } from './audit.js';
import { authHandlers } from './auth.js';
import { executiveHandlers } from './executive.js';
import { financeHandlers } from './finance.js';
import type { HandlersOf } from './handler.js';
import { integrationsHandlers } from './integrations.js';
import { managerHandlers } from './manager.js';
import { personalHandlers } from './personal.js';
import { quickbooksHandlers } from './quickbooks.js';
import { sessionsHandlers } from './sessions.js';
import { signInHandlers } from './sign-in.js';
import { systemHandlers } from './system.js';

/**
 * The handler of every declared call, by the declaration's name. The handlers of the calls
 * declared in `@q/schemas/api/<domain>` are in `./<domain>.ts`; each module answers exactly its
 * table (the type checker refuses a missing or an extra one, and a test checks the whole).
 */
export const HANDLERS: HandlersOf<Api> = {
  ...authHandlers,
  ...sessionsHandlers,
  ...signInHandlers,
  ...systemHandlers,
  ...managerHandlers,
  ...personalHandlers,
  ...executiveHandlers,
  ...integrationsHandlers,
  ...quickbooksHandlers,
  ...financeHandlers,
  ...assistantHandlers,
  ...auditHandlers,
};

export interface RoutesOptions {
  /** Sign-in attempts allowed per client IP per minute. */
  loginRateLimitPerMinute: number;
  /** Sign-in attempts allowed per account (the email asked for) per minute. */
  loginRateLimitPerAccountPerMinute: number;
  /** Outbound calls allowed per signed-in user per minute. */
  outboundRateLimitPerAccountPerMinute: number;
}

/**
 * The account a rate-limited call counts against: the email a sign-in names (as the users
 * repository matches it, case and surrounding spaces aside), or the signed-in user of an outbound
 * call. Undefined: nothing to count (the call is refused for another reason anyway).
 */
function accountOf(policy: RateLimitPolicy, request: FastifyRequest): string | undefined {
  if (policy === 'outbound-call') return request.user ? `user:${request.user.id}` : undefined;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : undefined;
}

/** A connection test calls out of the server: thirty a minute per client IP is plenty. */
const OUTBOUND_CALLS_PER_MINUTE = 30;

/**
 * Fastify validates a missing body as null, the same as a JSON `null`. Before validation they
 * still differ (undefined vs null): a request without a body counts as `{}`, a JSON null is refused.
 */
async function missingBodyAsEmptyObject(request: FastifyRequest) {
  if (request.body === undefined) request.body = {};
}

/** Every /api call, registered from its declaration with its handler. */
const routes: FastifyPluginAsync<RoutesOptions> = async (app, options) => {
  const perMinute: Record<RateLimitPolicy, number> = {
    'sign-in': options.loginRateLimitPerMinute,
    'outbound-call': OUTBOUND_CALLS_PER_MINUTE,
  };
  const perAccount: Record<RateLimitPolicy, AccountRateLimit> = {
    'sign-in': new AccountRateLimit(options.loginRateLimitPerAccountPerMinute),
    'outbound-call': new AccountRateLimit(options.outboundRateLimitPerAccountPerMinute),
  };
  /** After validation and the session check: 429 when the account used up its minute. */
  const limitPerAccount =
    (policy: RateLimitPolicy) => async (request: FastifyRequest, reply: FastifyReply) => {
      const account = accountOf(policy, request);
      const waitMs = account === undefined ? undefined : perAccount[policy].take(account);
      if (waitMs === undefined) return;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(
        429,
        `Too many requests for this account, retry in ${seconds} second${seconds === 1 ? '' : 's'}`,
      );
    };

  for (const [name, declaration] of await resolveEndpoints()) {
    refuseUnscoped(name, declaration);
    const handle = HANDLERS[name] as unknown as RouteOptions['handler'];
    const status = declaration.status ?? 200;
    const errors = Object.fromEntries(errorStatuses(declaration).map((code) => [code, ZApiError]));
    app.route({
      method: declaration.method,
      url: declaration.path,
      ...(declaration.access === 'session' && { onRequest: app.requireUser }),
      ...(declaration.bodyOptional && { preValidation: missingBodyAsEmptyObject }),
      ...(declaration.rateLimit && { preHandler: limitPerAccount(declaration.rateLimit) }),
      config: {
        audit: AUDITED_CALLS[name],
        readCache: declaration.cache,
        invalidates: declaration.invalidates,
        readOnly: declaration.readOnly,
        ...(declaration.rateLimit && {
          rateLimit: { max: perMinute[declaration.rateLimit], timeWindow: '1 minute' },
        }),
      },
      schema: {
        tags: [declaration.tag],
        summary: declaration.summary,
        ...(declaration.access === 'session' && { security: [{ session: [] }] }),
        ...(declaration.params && { params: declaration.params }),
        ...(declaration.query && { querystring: declaration.query }),
        ...(declaration.body && { body: declaration.body }),
        response: { [status]: declaration.response, ...errors },
      },
      handler(request, reply) {
        if (status !== 200) reply.code(status);
        // A call a browser navigates to: its handler sets the location; the answer has no body.
        if (status === 303) {
          return Promise.resolve(handle.call(this, request, reply)).then(() => reply.send());
        }
        return handle.call(this, request, reply);
      },
    });
  }
};

export default routes;

/**
 * Every call states what its answer may hold of the organisation's people and connections
 * (`scope`, see DataScope): registration refuses one that does not, and one whose read cache
 * would hand a viewer's answer to another viewer (a `shared` cache on anything but the sample
 * company or nothing).
 */
export function refuseUnscoped(
  name: string,
  declaration: Pick<Endpoint, 'scope' | 'cache' | 'path'>,
) {
  if (!DATA_SCOPES.includes(declaration.scope)) {
    throw new Error(`${name} (${declaration.path}) states no data scope`);
  }
  if (
    declaration.cache === 'shared' &&
    declaration.scope !== 'sample' &&
    declaration.scope !== 'none'
  ) {
    throw new Error(
      `${name} (${declaration.path}) answers '${declaration.scope}' data: its kept answer cannot be shared between viewers`,
    );
  }
}
