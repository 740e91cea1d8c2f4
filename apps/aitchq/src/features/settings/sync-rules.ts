import { ApiError } from '@q/api-client';
import type { SystemType } from '@q/schemas/enums';
import { SYNC_PROVIDERS } from '@q/schemas/integration-catalog';
import type { SystemIntegration } from '@q/schemas/integrations';
import type { SyncCounts, SyncRun, SyncRunStatus } from '@q/schemas/sync';
import type { BadgeVariant } from '@q/ui';
import { durationText, relativeTime } from '../../lib/relative-time';
import { errorText } from './integration-rules';

/** How often the list (and an open history) is asked again while a run is running. */
export const SYNC_POLL_MS = 2000;

export const SYNC_RUN_STATUS_LABELS = {
  running: 'Running',
  success: 'Success',
  partial: 'Partial',
  error: 'Error',
} as const satisfies Record<SyncRunStatus, string>;

const SYNC_RUN_VARIANTS: Record<SyncRunStatus, BadgeVariant> = {
  running: 'info',
  success: 'success',
  partial: 'warning',
  error: 'danger',
};

export function syncRunVariant(status: SyncRunStatus): BadgeVariant {
  return SYNC_RUN_VARIANTS[status];
}

export const SYNC_COMING_SOON = 'Sync coming soon';
export const SYNC_ALREADY_RUNNING = 'A sync is already running';

/**
 * What a card offers for syncing: `available` (Sync now, the last run and the history) for a
 * record whose provider has a connector; `coming-soon` for the types nothing syncs yet (LMS,
 * monitoring, collaboration) and for providers without a connector; `none` for an HRIS, ATS or
 * financial card with nothing configured yet.
 */
export type SyncOffer = 'available' | 'coming-soon' | 'none';

export function syncOffer(
  systemType: SystemType,
  record: Pick<SystemIntegration, 'syncAvailable'> | undefined,
): SyncOffer {
  if (SYNC_PROVIDERS[systemType].length === 0) return 'coming-soon';
  if (!record) return 'none';
  return record.syncAvailable ? 'available' : 'coming-soon';
}

/** '12 created · 3 updated · 1 removed' */
export function countsText({ created, updated, removed }: SyncCounts): string {
  return `${created} created · ${updated} updated · ${removed} removed`;
}

/**
 * Why a run did not fully succeed, in words: the run's message on an error (or a plain sentence
 * when it has none); on a partial run, its message and the fields the provider left out. Null for
 * a run that is running or succeeded.
 */
export function runCause(
  run: Pick<SyncRun, 'status' | 'message' | 'missingFields'>,
): string | null {
  const message = run.message?.trim() || null;
  if (run.status === 'error') return message ?? 'The sync failed.';
  if (run.status !== 'partial') return null;
  const missing =
    run.missingFields.length > 0 ? `Missing fields: ${run.missingFields.join(', ')}` : null;
  return [message, missing].filter(Boolean).join(' — ') || 'Some fields were not provided.';
}

/**
 * When a run happened and how long it took, seen from `now`: 'finished 4 min ago · took 4 s';
 * while it runs, 'started 1 min ago', or 'waiting to start' before a worker has taken it.
 */
export function runTimeText(
  run: Pick<SyncRun, 'status' | 'queuedAt' | 'startedAt' | 'finishedAt' | 'durationMs'>,
  now: Date,
): string {
  if (run.status === 'running') {
    return run.startedAt ? `started ${relativeTime(run.startedAt, now)}` : 'waiting to start';
  }
  const at = run.finishedAt ?? run.startedAt ?? run.queuedAt;
  const took = run.durationMs === null ? [] : [`took ${durationText(run.durationMs)}`];
  return [`finished ${relativeTime(at, now)}`, ...took].join(' · ');
}

/** A run's start for the history: 'Jan 2, 2026, 3:04 AM' in the reader's own format. */
export function runStartText(run: Pick<SyncRun, 'startedAt' | 'queuedAt'>): string {
  return new Date(run.startedAt ?? run.queuedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/**
 * What a disabled integration's card says of its data (a new integration is saved disabled, and
 * a disabled integration's data never reaches the dashboard): 'Synced · not shown while
 * disabled' once its last run applied data, otherwise that nothing is shown while it is
 * disabled. Null while it is enabled.
 */
export function disabledDataText(
  record: Pick<SystemIntegration, 'isEnabled' | 'lastRun'>,
): string | null {
  if (record.isEnabled) return null;
  const status = record.lastRun?.status;
  return status === 'success' || status === 'partial'
    ? 'Synced · not shown while disabled'
    : 'Not shown on the dashboard while disabled';
}

/** What Sync now on a disabled integration explains, beside its offer to enable it. */
export const ENABLE_TO_SHOW =
  'Its data will show on the dashboard once the integration is enabled.';

/** Why Sync now did not start a run: one is running already (409), or the call's own message. */
export function startSyncErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return SYNC_ALREADY_RUNNING;
  return errorText(error);
}
