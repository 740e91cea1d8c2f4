import type { SyncFailure } from '@q/schemas/sync';

/**
 * Why a run failed, for the run record. `retryable` failures (timeouts, refused connections,
 * 5xx, 429) are tried again by the provider HTTP client; the rest end the run at once. The
 * message is shown to the user: never the key, never a provider's raw answer.
 */
export class SyncError extends Error {
  override name = 'SyncError';
  constructor(
    readonly reason: SyncFailure,
    message: string,
    readonly retryable = false,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
