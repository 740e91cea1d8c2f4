import { storableMessage } from '@q/schemas/common';
import type { SyncStatus } from '@q/schemas/enums';
import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { ConnectionTestFailure, ConnectionTestResponse } from '@q/schemas/integrations';
import type { SyncFailure } from '@q/schemas/sync';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Connector, ConnectorOAuth } from '../sync/connector.js';
import { findConnector } from '../sync/connectors/index.js';
import {
  createProviderHttp,
  DEFAULT_PROVIDER_HTTP_SETTINGS,
  type ProviderHttpSettings,
} from '../sync/provider-http.js';
import { SyncError } from '../sync/sync-error.js';
import { guardedGet, OutboundError } from './outbound-http.js';

/**
 * The connection test of a stored integration, in one place: a real request to its endpoint
 * with its stored key (so the user never re-types it), recorded as the record's sync status.
 *
 * - A provider the suite syncs is tested by its connector's probe, authenticated exactly as a
 *   run is (Basic for BambooHR and Workday, the OAuth token for Greenhouse), through the same
 *   guarded client, tried once (`probeConnection`).
 * - Any other provider by one GET of the endpoint with the key as a Bearer token
 *   (`runConnectionTest`): 2xx works, 401/403 is a rejected key, anything else names its status.
 *
 * Either way a failure is worded the same: what happened, then what to check (`FAILURE_HINTS`).
 * The draft in the form is not involved: a test never saves anything but its own outcome.
 */

/** At most this many redirects are followed, each to a checked address. */
export const CONNECTION_TEST_MAX_REDIRECTS = 3;

export interface ConnectionTestSettings {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Overrides which addresses are refused (tests); see OutboundOptions. */
  addressPolicy?: (address: string) => string | null;
  /** Overrides whether plain http may be used (tests); see OutboundOptions. */
  allowPlainHttp?: boolean;
}

export interface ConnectionTestOutcome {
  ok: boolean;
  status: Extract<SyncStatus, 'success' | 'error'>;
  /** What happened, in words a user can act on; never the key. */
  message: string;
  httpStatus: number | null;
  durationMs: number;
  /** Why it failed; null when it worked. */
  reason: ConnectionTestFailure | null;
}

/**
 * What to check after each kind of failure, said after what happened. The one table of both
 * ways of testing; empty where what happened already says what to do.
 */
export const FAILURE_HINTS: Record<ConnectionTestFailure, string> = {
  'invalid-url': 'Check the API Endpoint.',
  blocked: 'Only public addresses can be reached.',
  dns: 'Check the host name of the API Endpoint.',
  refused: 'Check the host and port of the API Endpoint.',
  timeout: 'Check that the endpoint is up and reachable.',
  tls: 'The endpoint’s HTTPS certificate could not be verified.',
  'too-many-redirects': 'The endpoint redirects too often.',
  'too-large': 'The answer is too large.',
  network: 'The network connection failed.',
  'rejected-key': 'Check the API Key, and that it may read this data.',
  'http-status': 'Check the API Endpoint, or try again later.',
  contract: 'Check that the API Endpoint is the provider’s API address.',
  'unreadable-key': '',
};

/** How a run's own failures read as a connection test's; the rest are the same words. */
const RUN_ONLY_FAILURES: Record<
  Exclude<SyncFailure, ConnectionTestFailure>,
  ConnectionTestFailure
> = {
  'rate-limited': 'http-status',
  'too-many-pages': 'too-large',
  interrupted: 'network',
};

const testFailure = (reason: SyncFailure): ConnectionTestFailure =>
  reason in RUN_ONLY_FAILURES
    ? RUN_ONLY_FAILURES[reason as keyof typeof RUN_ONLY_FAILURES]
    : (reason as ConnectionTestFailure);

/** A failed test's outcome: what happened, then its hint. */
function failed(
  reason: ConnectionTestFailure,
  what: string,
  httpStatus: number | null,
  durationMs: number,
): ConnectionTestOutcome {
  const hint = FAILURE_HINTS[reason];
  const said = /[.!?]$/.test(what) ? what : `${what}.`;
  return {
    ok: false,
    status: 'error',
    message: hint ? `${said} ${hint}` : what,
    httpStatus,
    durationMs,
    reason,
  };
}

/** Calls the endpoint once with the key as a Bearer token and says what happened. */
export async function runConnectionTest(
  endpoint: string,
  apiKey: string,
  settings: ConnectionTestSettings,
): Promise<ConnectionTestOutcome> {
  const started = performance.now();
  try {
    const response = await guardedGet(endpoint, {
      headers: {
        authorization: `Bearer ${apiKey}`,
        accept: 'application/json',
        'user-agent': 'Q-suite-connection-test/1',
      },
      timeoutMs: settings.timeoutMs,
      maxRedirects: CONNECTION_TEST_MAX_REDIRECTS,
      allowPrivateTargets: settings.allowPrivateTargets,
      ...(settings.addressPolicy && { addressPolicy: settings.addressPolicy }),
      ...(settings.allowPlainHttp !== undefined && { allowPlainHttp: settings.allowPlainHttp }),
    });
    const { status: httpStatus, durationMs } = response;
    if (httpStatus >= 200 && httpStatus < 300) {
      return {
        ok: true,
        status: 'success',
        message: `Connected: HTTP ${httpStatus} in ${durationMs} ms`,
        httpStatus,
        durationMs,
        reason: null,
      };
    }
    if (httpStatus === 401 || httpStatus === 403) {
      return failed(
        'rejected-key',
        `The endpoint rejected the API key (HTTP ${httpStatus})`,
        httpStatus,
        durationMs,
      );
    }
    return failed(
      'http-status',
      `The endpoint answered HTTP ${httpStatus}`,
      httpStatus,
      durationMs,
    );
  } catch (error) {
    const failure =
      error instanceof OutboundError ? error : new OutboundError('network', 'The request failed');
    return failed(failure.reason, failure.message, null, Math.round(performance.now() - started));
  }
}

export interface ProbeTarget {
  apiEndpoint: string;
  apiKey: string;
  configData: Record<string, unknown> | null;
  /** The integration's OAuth grant, for a provider authorised by consent. */
  oauth?: ConnectorOAuth;
}

/** The test of a provider the suite syncs: its connector's probe, through a run's own client. */
export async function probeConnection(
  connector: Connector,
  origins: string[],
  target: ProbeTarget,
  settings: Pick<ProviderHttpSettings, 'allowPrivateTargets' | 'timeoutMs' | 'addressPolicy'>,
): Promise<ConnectionTestOutcome> {
  const http = createProviderHttp(
    { ...DEFAULT_PROVIDER_HTTP_SETTINGS, ...settings, maxTries: 1, maxPages: 10 },
    origins,
  );
  const started = performance.now();
  const label = PROVIDER_LABELS[connector.provider];
  try {
    await connector.probe({
      endpoint: target.apiEndpoint,
      apiKey: target.apiKey,
      configData: target.configData,
      http,
      now: new Date(),
      ...(target.oauth && { oauth: target.oauth }),
    });
    const durationMs = Math.round(performance.now() - started);
    return {
      ok: true,
      status: 'success',
      message: `Connected: ${label} accepted the key (HTTP ${http.stats.lastStatus ?? 200} in ${durationMs} ms)`,
      httpStatus: http.stats.lastStatus,
      durationMs,
      reason: null,
    };
  } catch (error) {
    const failure =
      error instanceof SyncError ? error : new SyncError('network', 'The request failed');
    return failed(
      testFailure(failure.reason),
      failure.message,
      failure.httpStatus,
      Math.round(performance.now() - started),
    );
  }
}

/** The stored key was sealed under another APP_SECRET: nothing is sent anywhere. */
const UNREADABLE_KEY_OUTCOME: ConnectionTestOutcome = {
  ok: false,
  status: 'error',
  message:
    'The stored API key can no longer be read (the server secret changed). Enter the key again.',
  httpStatus: null,
  durationMs: 0,
  reason: 'unreadable-key',
};

export interface ConnectionTester {
  /** The outcome and the updated record; undefined when the organisation has no such record. */
  test(organisationId: number, integrationId: number): Promise<ConnectionTestResponse | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    connectionTester: ConnectionTester;
  }
}

/** The test as the app wires it: `app.connectionTester`, on the integrations' records. */
const connectionTesterPlugin: FastifyPluginAsync<ConnectionTestSettings> = async (
  app,
  settings,
) => {
  const repository = app.integrationsRepository;
  app.decorate('connectionTester', {
    async test(organisationId, integrationId) {
      const target = await repository.findTarget(organisationId, integrationId);
      if (!target) return undefined;
      const found = findConnector(target.systemType, target.systemName, target.apiEndpoint);
      const tested =
        target.apiKey === null
          ? UNREADABLE_KEY_OUTCOME
          : found
            ? await probeConnection(
                found.connector,
                found.origins,
                {
                  apiEndpoint: target.apiEndpoint,
                  apiKey: target.apiKey,
                  configData: target.configData,
                  ...(found.connector.authorization === 'consent' && {
                    oauth: {
                      grant: await repository.loadOAuthGrant(target.id),
                      save: async (grant) => {
                        await repository.saveOAuthGrant(target.id, grant);
                      },
                      reload: () => repository.loadOAuthGrant(target.id),
                    },
                  }),
                },
                settings,
              )
            : await runConnectionTest(target.apiEndpoint, target.apiKey, settings);
      // A provider's words (a host it named, a status text) are bounded and cleaned once, here,
      // for what is stored and what is answered alike.
      const outcome = { ...tested, message: storableMessage(tested.message) };
      const integration = await repository.recordSync(organisationId, target, {
        status: outcome.status,
        message: outcome.message,
        at: new Date(),
      });
      if (!integration) return undefined;
      return {
        ok: outcome.ok,
        status: outcome.status,
        message: outcome.message,
        httpStatus: outcome.httpStatus,
        durationMs: outcome.durationMs,
        reason: outcome.reason,
        integration,
      };
    },
  } satisfies ConnectionTester);
};

export default fp(connectionTesterPlugin, {
  name: 'connection-tester',
  dependencies: ['integrations-repository'],
});
