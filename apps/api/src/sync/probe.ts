import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { ConnectionTestFailure } from '@q/schemas/integrations';
import type { SyncFailure } from '@q/schemas/sync';
import type { ConnectionTestOutcome } from '../integrations/connection-test.js';
import type { Connector } from './connector.js';
import {
  createProviderHttp,
  DEFAULT_PROVIDER_HTTP_SETTINGS,
  type ProviderHttpSettings,
} from './provider-http.js';
import { SyncError } from './sync-error.js';

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

export interface ProbeTarget {
  apiEndpoint: string;
  apiKey: string;
  configData: Record<string, unknown> | null;
}

/**
 * The connection test of a provider the suite syncs: the connector's own probe, authenticated
 * exactly as a run is (Basic for BambooHR and Workday, the OAuth token for Greenhouse), through
 * the same guarded client, tried once.
 */
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
    return {
      ok: false,
      status: 'error',
      message: failure.message,
      httpStatus: failure.httpStatus,
      durationMs: Math.round(performance.now() - started),
      reason: testFailure(failure.reason),
    };
  }
}
