import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { Provenance } from '@q/schemas/sync';
import type { BadgeVariant } from '@q/ui';
import { formatDate } from '@q/ui';

/** What a computed part's badge says, and explains on hover and focus. */
export interface ComputedBadgeText {
  state: 'live' | 'partial' | 'stale';
  /** 'Live · BambooHR · synced Nov 27, 2026, 20:09 UTC'. */
  text: string;
  variant: BadgeVariant;
  /** 'Computed from your own record in BambooHR.' and, where it applies, what is wrong. */
  explanation: string;
}

/** When a sync ended, the same wherever it is read: 'Nov 27, 2026, 20:09 UTC'. */
export function syncedAtText(iso: string): string {
  return `${formatDate(iso)}, ${iso.slice(11, 16)} UTC`;
}

/** The source's name ('BambooHR'), or 'your HRIS' when the answer names none. */
export function providerName(provenance: Provenance): string {
  return provenance.provider ? PROVIDER_LABELS[provenance.provider] : 'your HRIS';
}

const VARIANTS = { live: 'success', partial: 'warning', stale: 'danger' } as const;
const WORDS = { live: 'Live', partial: 'Partial', stale: 'Stale' } as const;

/**
 * The badge of a part computed from the person's own synced record, in aitchQ's words: 'Live ·
 * BambooHR · synced Nov 27, 2026, 20:09 UTC', 'Partial · …' (the fields the source left out
 * explained), 'Stale · last sync failed' (the cause explained). The time is the sync's, in UTC,
 * so that it reads the same on every screen.
 */
export function computedBadgeText(provenance: Provenance): ComputedBadgeText {
  const state = provenance.state === 'sample' ? 'live' : provenance.state;
  const provider = providerName(provenance);
  const synced = provenance.syncedAt ? `synced ${syncedAtText(provenance.syncedAt)}` : null;
  const from = `Computed from your own record in ${provider}.`;
  if (state === 'stale') {
    const cause = provenance.cause?.trim() || 'The last sync failed.';
    return {
      state,
      text: [WORDS.stale, 'last sync failed'].join(' · '),
      variant: VARIANTS.stale,
      explanation: `${from} ${cause}${synced ? ` Last ${synced}.` : ''}`,
    };
  }
  const missing =
    state === 'partial' && provenance.missingFields.length > 0
      ? ` Missing from ${provider}: ${provenance.missingFields.join(', ')}.`
      : '';
  return {
    state,
    text: [WORDS[state], provider, ...(synced ? [synced] : [])].join(' · '),
    variant: VARIANTS[state],
    explanation: `${from}${missing}`,
  };
}
