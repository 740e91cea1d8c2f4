import { ApiError } from '@q/api-client';
import type { DismissReason, InsightEvidence } from '@q/schemas/manager';
import { formatDate, formatScore, formatShare } from '@q/ui';
import { providerName } from '../../lib/computed-insight';
import { isoDateFromToday } from '../../lib/dates';
import { relativeTime } from '../../lib/relative-time';

/**
 * The words of a computed insight (one with `evidence`): what made it, what it compared, what it
 * rests on and how fresh its sources were, and the bounds of a snooze.
 */

// What makes an insight computed, and a source's name, are shared with the assistant.
export type { ComputedInsight } from '../../lib/computed-insight';
export { isComputedInsight, providerName } from '../../lib/computed-insight';

/** The records a "Why am I seeing this?" panel names before it says 'and N more'. */
export const EVIDENCE_RECORDS_SHOWN = 10;

/** The distinct providers of the evidence's sources, in their order, by name. */
export function evidenceProviders(evidence: Pick<InsightEvidence, 'sources'>): string[] {
  return [...new Set(evidence.sources.map((source) => providerName(source.provider)))];
}

/** 'rule time-off-overlap v1' */
export function ruleText(evidence: Pick<InsightEvidence, 'rule' | 'ruleVersion'>): string {
  return `rule ${evidence.rule} v${evidence.ruleVersion}`;
}

/**
 * The badge that says what made a computed insight, in place of the sample's source badge:
 * 'Computed from BambooHR and Greenhouse · rule time-off-overlap v1'. Never 'AI generated': a
 * rule made it.
 */
export function computedBadgeText(evidence: InsightEvidence): string {
  const providers = evidenceProviders(evidence);
  const from = providers.length > 0 ? providers.join(' and ') : 'your connected data';
  return `Computed from ${from} · ${ruleText(evidence)}`;
}

type Comparison = InsightEvidence['comparisons'][number];

const OPERATORS: Record<Comparison['op'], string> = {
  '>=': '≥',
  '>': '>',
  '<=': '≤',
  '<': '<',
  '=': '=',
};

/**
 * Whether a comparison is of shares (0 to 1), said as percentages: its name says 'share', or,
 * without a unit, both its figures lie from 0 to 1 and one is a fraction (so '1 ≥ 1' of a count
 * stays a count).
 */
export function isShareComparison({ name, value, threshold, unit }: Comparison): boolean {
  if (/share/i.test(name)) return true;
  if (unit !== undefined) return false;
  const inRange = (figure: number) => figure >= 0 && figure <= 1;
  return (
    inRange(value) &&
    inRange(threshold) &&
    !(Number.isInteger(value) && Number.isInteger(threshold))
  );
}

function figureText(figure: number, unit: string | undefined): string {
  const number = formatScore(figure);
  if (!unit) return number;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/**
 * A comparison in words: 'Share of direct reports out: 43% ≥ 30%', 'Days open: 75 days > 60 days',
 * 'Open roles: 3 ≥ 2'.
 */
export function comparisonText(comparison: Comparison): string {
  const { name, value, threshold, op, unit } = comparison;
  const share = isShareComparison(comparison);
  const say = (figure: number) => (share ? formatShare(figure) : figureText(figure, unit));
  return `${name}: ${say(value)} ${OPERATORS[op]} ${say(threshold)}`;
}

/** The records shown (the first ten) and how many more there are. */
export function shownRecords<T>(records: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: records.slice(0, EVIDENCE_RECORDS_SHOWN),
    more: Math.max(0, records.length - EVIDENCE_RECORDS_SHOWN),
  };
}

/** A source with its freshness, seen from `now`: 'BambooHR · synced 2 h ago'. */
export function sourceText(source: InsightEvidence['sources'][number], now: Date): string {
  const synced = source.syncedAt
    ? `synced ${relativeTime(source.syncedAt, now)}`
    : 'not synced yet';
  return `${providerName(source.provider)} · ${synced}`;
}

/** 'Computed 3 h ago' */
export function computedText(evidence: Pick<InsightEvidence, 'computedAt'>, now: Date): string {
  return `Computed ${relativeTime(evidence.computedAt, now)}`;
}

/** The reasons offered when a computed insight is dismissed, in the menu's order. */
export const DISMISS_REASONS: ReadonlyArray<{ reason: DismissReason; label: string }> = [
  { reason: 'not-relevant', label: 'Not relevant' },
  { reason: 'already-handled', label: 'Already handled' },
  { reason: 'wrong-data', label: 'Wrong data' },
];

/** The days between which an insight can be snoozed: tomorrow to a year ahead. */
export interface SnoozeBounds {
  min: string;
  max: string;
  /** The day offered first: a week ahead. */
  initial: string;
}

/**
 * Tomorrow to a year ahead of `today`, a week ahead first. A year is 365 days, never more: the
 * last day offered is one the server takes whether it counts a year in days or by the calendar.
 */
export function snoozeBounds(today: Date): SnoozeBounds {
  return {
    min: isoDateFromToday(1, today),
    max: isoDateFromToday(365, today),
    initial: isoDateFromToday(7, today),
  };
}

/** What is wrong with a snooze day, or null when it lies within the bounds. */
export function snoozeDayProblem(day: string, bounds: SnoozeBounds): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Choose the day the insight comes back.';
  if (day < bounds.min || day > bounds.max) {
    return `Choose a day from ${formatDate(bounds.min)} to ${formatDate(bounds.max)}.`;
  }
  return null;
}

/** The toast's words once snoozed: 'It will come back on Jan 17, 2025.' */
export function snoozedDescription(until: string): string {
  return `It will come back on ${formatDate(until)}.`;
}

/** Whether the server refused the snooze's day (400): the form says why, no toast does. */
export function isSnoozeRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400;
}

/**
 * The server's own words of a refusal: the `message` of its JSON error, else the body's text,
 * else a general sentence.
 */
export function serverMessage(error: ApiError): string {
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON: the body as it came.
  }
  return error.body.trim() || 'This day cannot be chosen. Please pick another.';
}
