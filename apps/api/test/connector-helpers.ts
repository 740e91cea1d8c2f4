import { expect } from 'vitest';
import { SyncError } from '../src/sync/connector.js';
import {
  createProviderHttp,
  DEFAULT_PROVIDER_HTTP_SETTINGS,
  type ProviderHttp,
  type ProviderHttpSettings,
} from '../src/sync/provider-http.js';

/** What the connector tests (src/sync/connectors/*.test.ts) share: the client and the failures. */

export interface TestProviderHttp {
  http: ProviderHttp;
  /** Every wait the client asked for (time is faked: nothing sleeps). */
  waits: number[];
}

/**
 * A ProviderHttp for a loopback fake: private targets allowed, a short backoff, and every wait
 * recorded instead of slept. `settings` go over these.
 */
export function testProviderHttp(
  origins: readonly string[],
  settings: Partial<ProviderHttpSettings> = {},
): TestProviderHttp {
  const waits: number[] = [];
  const http = createProviderHttp(
    {
      ...DEFAULT_PROVIDER_HTTP_SETTINGS,
      allowPrivateTargets: true,
      backoffBaseMs: 5,
      maxRetryAfterMs: 2000,
      sleep: async (ms) => {
        waits.push(ms);
      },
      ...settings,
    },
    origins,
  );
  return { http, waits };
}

/**
 * The SyncError a read ends with (the test fails if it succeeds); its message holds none of
 * `secrets`.
 */
export async function syncFailure(
  read: Promise<unknown>,
  secrets: readonly string[],
): Promise<SyncError> {
  const error = await read.then(
    () => {
      throw new Error('the read succeeded');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SyncError);
  const syncError = error as SyncError;
  for (const secret of secrets) expect(syncError.message).not.toContain(secret);
  return syncError;
}

/** `user:password` as a Basic Authorization header carries it, to look for in messages. */
export const basicToken = (user: string, password: string) =>
  Buffer.from(`${user}:${password}`).toString('base64');
