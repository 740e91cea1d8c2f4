import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { DataFeed, Provenance, ProvenanceState } from '@q/schemas/sync';
import { type BadgeVariant, SAMPLE_DATA_LABEL } from '@q/ui';
import { relativeTime } from './relative-time';

/** What a widget says about where its figures come from (its provenance), in words. */
export interface ProvenanceLabel {
  state: ProvenanceState;
  /** The badge's words, joined: 'Live · BambooHR · synced 4 min ago'. */
  text: string;
  /** The same words, one per part: ['Live', 'BambooHR', 'synced 4 min ago']. */
  parts: string[];
  variant: BadgeVariant;
  /**
   * What the badge explains on hover and focus: the fields a partial sync lacked, or why the last
   * sync failed. Null for live and sample figures.
   */
  detail: string | null;
  /** Whether the badge leads to System Settings, where the sync can be looked at and run again. */
  linksToSettings: boolean;
}

/**
 * What feeds each synced widget once connected, as the sample badge says it ('Would come from
 * your HRIS.'): BambooHR and Workday sync people and goals, BambooHR time off too, Workday OKRs
 * too, and Greenhouse jobs (the openings) and applications.
 */
export const FEED_SOURCES: Record<DataFeed, string> = {
  team: 'your HRIS (BambooHR or Workday)',
  hrisInsights: 'your HRIS (BambooHR or Workday)',
  headcount: 'your HRIS or ATS (BambooHR, Workday or Greenhouse)',
  openings: 'your ATS (Greenhouse)',
  recruiting: 'your ATS (Greenhouse)',
  goals: 'your HRIS (BambooHR or Workday)',
  okrs: 'Workday',
};
const STALE_CAUSE_UNKNOWN = 'The last sync failed.';
export const SETTINGS_HINT = 'Open System Settings to see the sync and run it again.';

const VARIANTS: Record<ProvenanceState, BadgeVariant> = {
  live: 'success',
  partial: 'warning',
  stale: 'danger',
  sample: 'neutral',
};

/** 'BambooHR', or nothing when the answer names no provider. */
function providerPart(provenance: Provenance): string[] {
  return provenance.provider ? [PROVIDER_LABELS[provenance.provider]] : [];
}

function syncedPart(provenance: Provenance, now: Date): string[] {
  return provenance.syncedAt ? [`synced ${relativeTime(provenance.syncedAt, now)}`] : [];
}

/** 'Missing from BambooHR: hireDate, department' ('Missing: …' when no provider is named). */
export function missingFieldsText(provenance: Provenance): string {
  if (provenance.missingFields.length === 0) return 'Some fields were left out of the last sync.';
  const from = provenance.provider ? ` from ${PROVIDER_LABELS[provenance.provider]}` : '';
  return `Missing${from}: ${provenance.missingFields.join(', ')}`;
}

/**
 * A feed's provenance in words, seen from `now`:
 * - live: 'Live · BambooHR · synced 4 min ago'
 * - partial: 'Partial · BambooHR · synced 4 min ago', explained by the missing fields
 * - stale: 'Stale · last sync failed 2 h ago', explained by the cause, leading to Settings
 * - sample: 'Sample data'
 */
export function provenanceLabel(provenance: Provenance, now: Date): ProvenanceLabel {
  const { state } = provenance;
  let parts: string[];
  let detail: string | null = null;
  switch (state) {
    case 'live':
      parts = ['Live', ...providerPart(provenance), ...syncedPart(provenance, now)];
      break;
    case 'partial':
      parts = ['Partial', ...providerPart(provenance), ...syncedPart(provenance, now)];
      detail = missingFieldsText(provenance);
      break;
    case 'stale': {
      const failedAt = provenance.lastAttemptAt ?? provenance.syncedAt;
      parts = [
        'Stale',
        failedAt ? `last sync failed ${relativeTime(failedAt, now)}` : 'last sync failed',
      ];
      detail = provenance.cause?.trim() || STALE_CAUSE_UNKNOWN;
      break;
    }
    default:
      parts = [SAMPLE_DATA_LABEL];
  }
  return {
    state,
    text: parts.join(' · '),
    parts,
    variant: VARIANTS[state],
    detail,
    linksToSettings: state === 'stale' || state === 'partial',
  };
}

/**
 * The data-source badge of docs/behaviour.md §4 ('Live', 'Stored: service not configured' …)
 * with the feed's freshness added, one badge rather than two: 'Live · Workday · synced 4 min ago',
 * 'Live · Partial · Workday · synced 4 min ago', 'Live · Stale · last sync failed 2 h ago'. The
 * documented words come first and stay as they are.
 */
export function withSourceStateLabel(stateLabel: string, label: ProvenanceLabel): ProvenanceLabel {
  const rest = label.parts[0] === stateLabel ? label.parts.slice(1) : label.parts;
  const parts = [stateLabel, ...rest];
  return { ...label, parts, text: parts.join(' · ') };
}
