import type { EvidenceComparison, Finding, Rule } from '../model.js';
import { daysBetween, formatDay, parseIsoDay, utcDayOf } from './dates.js';
import { bySubject, sourceIdsOf } from './evidence.js';
import { isOpen, jobAudience, jobRecord, jobTitle } from './jobs.js';
import { thresholdsFor } from './thresholds.js';
import { countOf } from './wording.js';

const DEFAULTS = { benchmarkDays: 35, urgentDays: 60 } as const;

/**
 * An open job open for longer than `benchmarkDays`: whole days from the UTC day of its
 * `openedAt` to today, more than the benchmark (overdue, medium priority) or more than
 * `urgentDays` (urgent, high priority). A job without a valid `openedAt`, or opened after
 * today, is skipped.
 */
export const openRoleOverdue: Rule = {
  name: 'open-role-overdue',
  version: 1,
  summary: 'Flags open jobs that have stayed open longer than the time-to-fill benchmark.',
  reads: ['ats'],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const today = parseIsoDay(context.today);
    if (today === null) return [];
    const thresholds = thresholdsFor(DEFAULTS, context);
    const sources = sourceIdsOf(data, 'ats');
    const findings: Finding[] = [];
    for (const job of data.jobs) {
      if (!isOpen(job)) continue;
      const openedDay = utcDayOf(job.openedAt);
      if (openedDay === null) continue;
      const daysOpen = daysBetween(openedDay, today);
      if (daysOpen <= thresholds.benchmarkDays) continue;
      const isUrgent = daysOpen > thresholds.urgentDays;
      const title = jobTitle(job);
      const comparisons: EvidenceComparison[] = [
        {
          name: 'Days open',
          value: daysOpen,
          threshold: thresholds.benchmarkDays,
          op: '>',
          unit: 'days',
        },
      ];
      if (isUrgent) {
        comparisons.push({
          name: 'Days open',
          value: daysOpen,
          threshold: thresholds.urgentDays,
          op: '>',
          unit: 'days',
        });
      }
      const latest = utcDayOf(job.lastAppliedAt);
      const applications = Number.isFinite(job.applications) ? job.applications : null;
      const applicationsText =
        applications === null
          ? ''
          : ` It has ${countOf(applications, 'application')}${
              latest && applications > 0 ? `, the latest on ${formatDay(latest, today)}` : ''
            }.`;
      findings.push({
        subject: `job:${job.sourceId}`,
        title: `${title} has been open for ${countOf(daysOpen, 'day')}`,
        description:
          `${title} opened on ${formatDay(openedDay, today)}, ${countOf(daysOpen, 'day')} ago: ` +
          (isUrgent
            ? `more than the ${thresholds.urgentDays}-day mark for an urgent role.`
            : `more than the ${thresholds.benchmarkDays}-day benchmark.`) +
          applicationsText,
        priority: isUrgent ? 'high' : 'medium',
        type: 'process',
        actionText: `Review the hiring plan for ${title}`,
        impact: null,
        dueDate: null,
        person: null,
        material: isUrgent ? 'urgent' : 'overdue',
        records: [jobRecord(job)],
        comparisons,
        sources,
        audience: jobAudience(job),
      });
    }
    return bySubject(findings);
  },
};
