import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import membershipsPlugin from './access/membership.js';
import { auditRetentionJob, auditRunEnd } from './audit/jobs.js';
import auditPlugin from './audit/plugin.js';
import identityProviderPlugin from './auth/identity-provider.js';
import authPlugin from './auth/session.js';
import dataVersionPlugin from './caching/data-version.js';
import readCachePlugin from './caching/read-cache.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import dbPlugin from './db/plugin.js';
import financeRepositoryPlugin from './finance/repository.js';
import { refuseOtherHosts } from './guards/allowed-hosts.js';
import canonicalPathPlugin from './guards/canonical-path.js';
import originCheckPlugin from './guards/origin-check.js';
import rateLimitPlugin from './guards/rate-limit.js';
import swaggerPlugin from './http/api-docs.js';
import cookiePlugin from './http/cookie.js';
import { apiErrorBody, HttpError, sendNotFound } from './http/errors.js';
import { useBoundedJsonParser } from './http/json-body.js';
import { serializeError } from './http/log-errors.js';
import { RequestLog } from './http/request-log.js';
import helmetPlugin, { securityHeaderList, securityHeaders } from './http/security-headers.js';
import insightsPlugin, { insightsAfterRun, insightsDailyJob } from './insights/plugin.js';
import { RULES } from './insights/rules/index.js';
import connectionTesterPlugin from './integrations/connection-test.js';
import quickbooksConsentPlugin from './integrations/quickbooks-consent.js';
import assistantModelRepositoryPlugin from './repositories/assistant-model.js';
import employeesRepositoryPlugin from './repositories/employees.js';
import hrRepositoryPlugin from './repositories/hr.js';
import integrationsRepositoryPlugin from './repositories/integrations.js';
import managementInsightsRepositoryPlugin from './repositories/management-insights.js';
import operationsRepositoryPlugin from './repositories/operations.js';
import planningRepositoryPlugin from './repositories/planning.js';
import sessionsRepositoryPlugin from './repositories/sessions.js';
import syncedDataPlugin from './repositories/synced-data.js';
import usersRepositoryPlugin from './repositories/users.js';
import routes from './routes/index.js';
import syncEnginePlugin from './sync/engine.js';
import { type WebOptions, webPlugin } from './web/index.js';

/** Largest accepted request body: 1 MiB. */
export const BODY_LIMIT = 1_048_576;

/**
 * Fastify's compiler factories, answering the zod compilers. Fastify types these factories for
 * its own compilers (Ajv's); it calls the compiler a factory returns as it calls one given to
 * `setValidatorCompiler` / `setSerializerCompiler`, which is what these are.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** How long one plugin may take to start before the start fails. */
const PLUGIN_START_TIMEOUT_MS = 60_000;

export interface BuildAppOptions {
  config: Config;
  /** An open database (tests); the caller closes it. Without one, the app opens and closes its own. */
  database?: Database;
  /** Fastify's logger option; off unless given. */
  logger?: FastifyServerOptions['logger'];
  /** Page serving on the same origin; off (API only) unless given. */
  web?: WebOptions;
}

/**
 * The whole server: framework pieces (database, security headers, path check, cookies, rate limit,
 * API docs), guards, repositories, caching and sessions, the connection test and the sync engine,
 * then routes, then (optionally) pages. Order matters where a hook must run before another.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const applySecurityHeaders = securityHeaders(options.web?.mode === 'proxy');
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    // Requests are logged at `debug`, slow ones at `warn` (src/http/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    // Every schema is zod: Fastify's own compilers (Ajv, fast-json-stringify) are never used,
    // and naming ours here keeps Fastify from loading theirs (a fifth of the start's module
    // loading).
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // A plugin's start (the database's, the job engine's) can take seconds on a busy machine:
    // Fastify's 10 s limit would turn a slow start into a failed one.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
    trustProxy: trustProxyOption(config.trustProxy),
    // A URL the router cannot decode is answered before any hook runs: the same shape and
    // security headers as every other answer, and never an echo of the URL.
    frameworkErrors(error, request, reply) {
      applySecurityHeaders(request.raw, reply.raw);
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The URL is not valid: a percent sign must start an escape such as %20'
          : 'The request could not be routed';
      (reply as FastifyReply)
        .code(400)
        .type('application/json; charset=utf-8')
        .send(apiErrorBody(400, message));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API accepts; anything else is 415 rather than a string to validate.
  app.removeContentTypeParser('text/plain');
  // Bodies nested deeper than a few dozen levels are 400 before JSON.parse (src/http/json-body.ts).
  useBoundedJsonParser(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => sendNotFound(reply, request));
  // The first hook of all: a request for a host name this server is not (DNS rebinding) is
  // answered 421 before anything else looks at it (src/guards/allowed-hosts.ts).
  refuseOtherHosts(
    app,
    config.allowedHosts,
    Object.fromEntries(securityHeaderList(options.web?.mode === 'proxy')),
  );

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));

  await app.register(dbPlugin, { database, closeWithApp: options.database === undefined });
  await app.register(helmetPlugin, { development: options.web?.mode === 'proxy' });
  // Before anything reads the path: every hook then sees the path the router matches.
  await app.register(canonicalPathPlugin);
  await app.register(cookiePlugin, { appSecret: config.appSecret });
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);

  // Before auth, so a cross-site write is refused before its session is even looked up.
  await app.register(originCheckPlugin);
  await app.register(usersRepositoryPlugin);
  await app.register(sessionsRepositoryPlugin, {
    idleTimeoutMs: config.sessionIdleTimeoutMs,
    maxAgeMs: config.sessionMaxAgeMs,
  });
  await app.register(dataVersionPlugin, { sharedVersion: database.sharedVersion });
  await app.register(authPlugin);
  await app.register(readCachePlugin);
  await app.register(membershipsPlugin, { adminEmails: config.adminEmails });
  await app.register(identityProviderPlugin, {
    oidc: config.oidc,
    demoLogin: config.demoLogin,
    adminEmails: config.adminEmails,
    appSecret: config.appSecret,
  });
  await app.register(employeesRepositoryPlugin);
  await app.register(hrRepositoryPlugin);
  await app.register(planningRepositoryPlugin);
  await app.register(managementInsightsRepositoryPlugin);
  await app.register(operationsRepositoryPlugin);
  await app.register(integrationsRepositoryPlugin, {
    appSecret: config.appSecret,
    allowPlainHttp: config.integrationAllowPrivateTargets,
  });
  await app.register(assistantModelRepositoryPlugin, {
    appSecret: config.appSecret,
    timeoutMs: config.assistantModelTimeoutMs,
    allowPlainHttp: config.integrationAllowPrivateTargets,
    allowPrivateTargets: config.integrationAllowPrivateTargets,
  });
  const outbound = {
    timeoutMs: config.integrationTimeoutMs,
    allowPrivateTargets: config.integrationAllowPrivateTargets,
  };
  await app.register(connectionTesterPlugin, outbound);
  await app.register(quickbooksConsentPlugin, { appSecret: config.appSecret, outbound });
  await app.register(syncedDataPlugin, {
    hrEmails: config.hrEmails,
    executiveEmails: config.executiveEmails,
  });
  await app.register(financeRepositoryPlugin);
  await app.register(auditPlugin, { groupCommitMs: config.auditGroupCommitMs });
  await app.register(insightsPlugin, { rules: RULES });
  const recordRunEnd = auditRunEnd(app);
  const computeInsights = insightsAfterRun(app);
  await app.register(syncEnginePlugin, {
    // The trail first: an insights run that fails must not lose the run's audit event.
    onRunEnded: async (run) => {
      await recordRunEnd(run);
      await computeInsights(run);
    },
    housekeeping: [auditRetentionJob(app, config.auditRetentionDays), insightsDailyJob(app)],
    allowPrivateTargets: config.integrationAllowPrivateTargets,
    worker: config.syncWorker,
    backoffBaseMs: config.syncBackoffBaseMs,
    runDeadlineMs: config.syncRunDeadlineMs,
    maxRateLimitWaitMs: config.syncMaxRateLimitWaitMs,
    concurrency: config.syncConcurrency,
  });

  await app.register(routes, {
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
    loginRateLimitPerAccountPerMinute: config.loginRateLimitPerAccountPerMinute,
    outboundRateLimitPerAccountPerMinute: config.outboundRateLimitPerAccountPerMinute,
  });

  if (options.web && options.web.mode !== 'off') await app.register(webPlugin, options.web);

  return app;
}

/**
 * Paths pino replaces with '[redacted]' wherever they are logged: credentials in headers and any
 * API key or integration secret in a logged object. Handlers never log bodies; this is the net.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'apiKey',
  '*.apiKey',
  'body.apiKey',
  '*.body.apiKey',
  'apiKeyCiphertext',
  '*.apiKeyCiphertext',
];

/** Calls whose query carries an authorization code and state: logged without it. */
const CODE_CARRYING_PATHS = ['/api/auth/oidc/', '/api/integrations/quickbooks/'];

/**
 * A request as logged: method, address with its query, and client. The query of the sign-in
 * calls and of QuickBooks' consent callback is left out: the provider's answer carries the
 * authorization code and state.
 */
function serializeRequest(request: FastifyRequest) {
  const { url } = request;
  const hidesQuery = CODE_CARRYING_PATHS.some((path) => url.startsWith(path)) && url.includes('?');
  return {
    method: request.method,
    url: hidesQuery ? `${url.split('?')[0]}?…` : url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    // A failed query is logged without its parameters (src/http/log-errors.ts).
    serializers: { ...base.serializers, err: serializeError, req: serializeRequest },
  };
}

/** A hop count means: trust that many proxies in front of the server. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Every error answer is `{statusCode, error, message}`; a 5xx never tells what went wrong inside. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    const message = error.validation
      .map((issue) => {
        const path = issue.instancePath.replace(/^\//, '');
        return `${path ? `${context}/${path}` : context}: ${issue.message}`;
      })
      .join('; ');
    return reply.code(400).send(apiErrorBody(400, message));
  }

  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(apiErrorBody(statusCode, error.message));
  }

  request.log.error({ err: error }, 'request failed');
  const code = statusCode >= 500 && statusCode < 600 ? statusCode : 500;
  // Only deliberate errors (HttpError) may say why; anything else is a bug and says nothing.
  const message = error instanceof HttpError ? error.message : 'An unexpected error occurred';
  return reply.code(code).send(apiErrorBody(code, message));
}
