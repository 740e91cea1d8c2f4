import type { SyncStatus } from '@q/schemas/enums';
import type { ConnectionTestFailure } from '@q/schemas/integrations';
import { guardedGet, OutboundError, type OutboundFailureReason } from './outbound-http.js';

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

const FAILURE_HINTS: Record<OutboundFailureReason, string> = {
  'invalid-url': 'Check the API Endpoint.',
  blocked: 'Only public addresses can be reached.',
  dns: 'Check the host name of the API Endpoint.',
  refused: 'Check the host and port of the API Endpoint.',
  timeout: 'Check that the endpoint is up and reachable.',
  tls: 'The endpoint’s HTTPS certificate could not be verified.',
  'too-many-redirects': 'The endpoint redirects too often.',
  'too-large': 'The answer is too large.',
  network: 'The network connection failed.',
};

/**
 * Calls the endpoint once with the key as a Bearer token and says what happened: any 2xx is a
 * working connection; 401 and 403 mean the key was rejected; anything else names the status.
 */
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
      return {
        ok: false,
        status: 'error',
        message: `The endpoint rejected the API key (HTTP ${httpStatus})`,
        httpStatus,
        durationMs,
        reason: 'rejected-key',
      };
    }
    return {
      ok: false,
      status: 'error',
      message: `The endpoint answered HTTP ${httpStatus}`,
      httpStatus,
      durationMs,
      reason: 'http-status',
    };
  } catch (error) {
    const failure =
      error instanceof OutboundError ? error : new OutboundError('network', 'The request failed');
    return {
      ok: false,
      status: 'error',
      message: `${failure.message}. ${FAILURE_HINTS[failure.reason]}`,
      httpStatus: null,
      durationMs: Math.round(performance.now() - started),
      reason: failure.reason,
    };
  }
}
