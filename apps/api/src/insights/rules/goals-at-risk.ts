import type { CompanyGoal, EvidenceRecord, Finding, Rule } from '../model.js';
import { daysBetween, formatDay, parseIsoDay } from './dates.js';
import { bySubject, sourceIdsOf } from './evidence.js';
import { thresholdsFor } from './thresholds.js';
import { cleanText, countOf, displayName, possessive } from './wording.js';

const DEFAULTS = { riskGapPoints: 20 } as const;

/**
 * A goal not completed that is overdue or falling behind:
 * - overdue: its due date is before today (high priority);
 * - at risk: it has a start and a due date, the start before the due date, today within the
 *   two (both included), and the share of the period elapsed (in percent) minus its progress
 *   is `riskGapPoints` points or more (medium priority).
 * A goal is done when its status is 'completed' or its progress is 100 % or more (nothing is
 * left to chase). Skipped: an invalid due date, a progress that is not a number.
 */
export const goalsAtRisk: Rule = {
  name: 'goals-at-risk',
  version: 1,
  summary:
    'Flags goals that are past their due date, or whose progress lags the time already spent.',
  reads: ['hris'],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const today = parseIsoDay(context.today);
    if (today === null) return [];
    const thresholds = thresholdsFor(DEFAULTS, context);
    const sources = sourceIdsOf(data, 'hris');
    const findings: Finding[] = [];
    for (const goal of data.goals) {
      if (goal.status === 'completed' || !Number.isFinite(goal.progress) || goal.progress >= 100)
        continue;
      const dueDate = parseIsoDay(goal.dueDate);
      if (dueDate === null) continue;
      const title = cleanText(goal.title) || goal.sourceId;
      const owner = displayName(goal.ownerName, goal.personSourceId ?? goal.sourceId);
      const base = {
        subject: `goal:${goal.sourceId}`,
        type: 'performance' as const,
        impact: null,
        dueDate,
        person: owner,
        records: [goalRecord(goal, title)],
        sources,
        audience: audienceOf(goal),
      };
      if (dueDate < today) {
        const daysLate = daysBetween(dueDate, today);
        findings.push({
          ...base,
          title: `${possessive(owner)} goal "${title}" is ${countOf(daysLate, 'day')} overdue`,
          description: `"${title}" was due on ${formatDay(dueDate, today)} and stands at ${goal.progress}% progress.`,
          priority: 'high',
          actionText: `Agree a new due date or close "${title}" with ${owner}`,
          material: 'overdue',
          comparisons: [
            {
              name: 'Days past the due date',
              value: daysLate,
              threshold: 0,
              op: '>',
              unit: 'days',
            },
            { name: 'Progress', value: goal.progress, threshold: 100, op: '<', unit: '%' },
          ],
        });
        continue;
      }
      const startDate = parseIsoDay(goal.startDate);
      if (startDate === null || startDate >= dueDate || today < startDate) continue;
      // Multiply before dividing: 6 of 10 days is exactly 60, where 6 / 10 * 100 is not.
      const elapsedPercent =
        (daysBetween(startDate, today) * 100) / daysBetween(startDate, dueDate);
      const gap = elapsedPercent - goal.progress;
      if (gap < thresholds.riskGapPoints) continue;
      findings.push({
        ...base,
        title: `${possessive(owner)} goal "${title}" is behind schedule`,
        description:
          `${Math.round(elapsedPercent)}% of the time for "${title}" has passed ` +
          `(${formatDay(startDate, today)} to ${formatDay(dueDate, today)}), but progress is ${goal.progress}%: ` +
          `${Math.round(gap)} points behind.`,
        priority: 'medium',
        actionText: `Check in with ${owner} on "${title}"`,
        material: 'at-risk',
        comparisons: [
          { name: 'Period elapsed', value: elapsedPercent, threshold: 100, op: '<=', unit: '%' },
          {
            name: 'Progress',
            value: goal.progress,
            threshold: elapsedPercent - thresholds.riskGapPoints,
            op: '<=',
            unit: '%',
          },
          {
            name: 'Elapsed minus progress',
            value: gap,
            threshold: thresholds.riskGapPoints,
            op: '>=',
            unit: 'points',
          },
        ],
      });
    }
    return bySubject(findings);
  },
};

function goalRecord(goal: CompanyGoal, title: string): EvidenceRecord {
  return { kind: 'goal', id: goal.sourceId, label: title, personSourceId: goal.personSourceId };
}

/** A personal goal goes to whoever may see its owner's data; a goal of no one, to HR alone. */
function audienceOf(goal: CompanyGoal): Finding['audience'] {
  return goal.personSourceId ? { kind: 'records' } : { kind: 'departments', departments: [] };
}
