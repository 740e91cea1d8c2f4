import type { EvidenceComparison, Finding, Rule, SourceState } from '../model.js';
import { formatDay, hoursBetween, parseIsoDay, utcDayOf } from './dates.js';
import { bySubject } from './evidence.js';
import { thresholdsFor } from './thresholds.js';
import { cleanText, countOf, shortText } from './wording.js';

const DEFAULTS = { staleFactor: 2 } as const;

/** How much of a failed run's error a finding quotes. */
export const MAX_ERROR_LENGTH = 200;

/**
 * A connected source whose data can no longer be trusted:
 * - failed: its last run ended in error (high priority), quoting the error (control characters
 *   removed, at most 200 characters);
 * - stale: more than `staleFactor` × its frequency in hours since its last success (measured
 *   against `context.now`; medium priority). A source that has run but never succeeded is
 *   measured from its last run instead (its data is as old as that at least); one that never
 *   ran at all, or whose frequency is not a positive number, is not judged stale.
 * It reads no source itself (`reads: []`): a finding about stale sources must never be held
 * back for a stale source.
 */
export const staleSource: Rule = {
  name: 'stale-source',
  version: 1,
  summary:
    'Warns when a connected system stopped syncing: its last run failed, or its data is out of date.',
  reads: [],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const thresholds = thresholdsFor(DEFAULTS, context);
    const today = parseIsoDay(context.today) ?? utcDayOf(context.now);
    const findings: Finding[] = [];
    for (const source of data.sources) {
      const finding =
        failedFinding(source, today) ??
        staleFinding(source, context.now, thresholds.staleFactor, today);
      if (finding) findings.push(finding);
    }
    return bySubject(findings);
  },
};

function sourceName(source: SourceState): string {
  return cleanText(source.provider) || `Source ${source.integrationId}`;
}

function base(source: SourceState) {
  return {
    subject: `source:${source.integrationId}`,
    type: 'system' as const,
    impact: `Figures and insights drawn from ${sourceName(source)} may be out of date.`,
    dueDate: null,
    person: null,
    records: [
      { kind: 'source' as const, id: String(source.integrationId), label: sourceName(source) },
    ],
    sources: [source.integrationId],
    audience: { kind: 'organisation' as const },
  };
}

function failedFinding(source: SourceState, today: string | null): Finding | null {
  if (source.lastRunStatus !== 'error') return null;
  const name = sourceName(source);
  const error = shortText(source.lastError, MAX_ERROR_LENGTH);
  const ranOn = utcDayOf(source.lastRunAt);
  const when = ranOn && today ? ` on ${formatDay(ranOn, today)}` : '';
  return {
    ...base(source),
    title: `The last ${name} sync failed`,
    description: `The last sync of ${name}${when} ended in an error${error ? `: ${error}` : '.'}`,
    priority: 'high',
    actionText: `Check the ${name} connection in System Settings`,
    material: 'failed',
    comparisons: [],
  };
}

function staleFinding(
  source: SourceState,
  now: string,
  staleFactor: number,
  today: string | null,
): Finding | null {
  if (!(source.frequencyHours > 0)) return null;
  const since = source.lastSuccessAt ?? source.lastRunAt;
  const hours = hoursBetween(since, now);
  if (since === null || hours === null) return null;
  const limit = staleFactor * source.frequencyHours;
  if (hours <= limit) return null;
  const name = sourceName(source);
  const hasSucceeded = source.lastSuccessAt !== null;
  const sinceDay = utcDayOf(since);
  const when = sinceDay && today ? ` (${formatDay(sinceDay, today)})` : '';
  const comparison: EvidenceComparison = {
    name: hasSucceeded
      ? 'Hours since the last successful sync'
      : 'Hours since the last sync, none successful',
    value: hours,
    threshold: limit,
    op: '>',
    unit: 'hours',
  };
  return {
    ...base(source),
    title: `${name} data is out of date`,
    description: hasSucceeded
      ? `${name} last synced successfully ${countOf(Math.floor(hours), 'hour')} ago${when}; it is set to sync every ${countOf(source.frequencyHours, 'hour')}.`
      : `${name} has never synced successfully; its last run was ${countOf(Math.floor(hours), 'hour')} ago${when}, and it is set to sync every ${countOf(source.frequencyHours, 'hour')}.`,
    priority: 'medium',
    actionText: `Check the ${name} connection in System Settings`,
    material: 'stale',
    comparisons: [comparison],
  };
}
