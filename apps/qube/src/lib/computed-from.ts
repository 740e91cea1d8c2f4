import type { ExecutiveSource } from '@q/schemas/executive-people';
import { formatDate } from '@q/ui';

/**
 * When a sync ended, the same for every reader and on the server and in the browser:
 * 'Nov 27, 2026, 20:09 UTC'.
 */
export function syncedAtText(iso: string): string {
  return `${formatDate(iso)}, ${iso.slice(11, 16)} UTC`;
}

/** A computed widget's provenance in words: 'Computed from BambooHR · synced Nov 27, 2026, 20:09 UTC'. */
export function computedFromText(source: ExecutiveSource): string {
  const state = source.isStale ? ' · last sync failed' : '';
  return `Computed from ${source.provider} · synced ${syncedAtText(source.syncedAt)}${state}`;
}
