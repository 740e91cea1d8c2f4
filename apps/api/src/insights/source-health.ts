import type { SourceState } from './model.js';

export type HealthVerdict = { healthy: true } | { healthy: false; reason: string };

/**
 * Whether a connected source can be trusted, one rule for the engine (a rule reading an untrusted
 * source is held back) and the assistant (which says the source is stale): its last run did not
 * fail, it has succeeded, and its last success is no older than `staleFactor` times its
 * frequency.
 */
export function sourceHealth(source: SourceState, now: Date, staleFactor = 2): HealthVerdict {
  if (source.lastRunStatus === 'error') {
    return { healthy: false, reason: `${source.provider}'s last sync failed` };
  }
  if (source.lastSuccessAt === null) {
    return { healthy: false, reason: `${source.provider} has not synced yet` };
  }
  const ageHours = (now.getTime() - Date.parse(source.lastSuccessAt)) / 3_600_000;
  if (ageHours > staleFactor * source.frequencyHours) {
    return {
      healthy: false,
      reason: `${source.provider} last synced ${Math.floor(ageHours)} hours ago`,
    };
  }
  return { healthy: true };
}
