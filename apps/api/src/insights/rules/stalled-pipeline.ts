import type { Finding, Rule } from '../model.js';
import { daysBetween, formatDay, parseIsoDay, utcDayOf } from './dates.js';
import { bySubject, sourceIdsOf } from './evidence.js';
import { isOpen, jobAudience, jobRecord, jobTitle } from './jobs.js';
import { thresholdsFor } from './thresholds.js';
import { countOf } from './wording.js';

const DEFAULTS = { stalledDays: 14 } as const;

/**
 * An open job with no new application for more than `stalledDays` days, counted in whole UTC
 * days to today: from its latest application (`lastAppliedAt`) or, when it has none at all,
 * from its opening. Skipped when that cannot be told: no application and no valid `openedAt`,
 * an invalid `lastAppliedAt`, or no date for the latest while the count is not 0.
 */
export const stalledPipeline: Rule = {
  name: 'stalled-pipeline',
  version: 1,
  summary: 'Flags open jobs that have had no new application for two weeks.',
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
      const title = jobTitle(job);
      const latestDay = job.lastAppliedAt === null ? null : utcDayOf(job.lastAppliedAt);
      if (job.lastAppliedAt !== null && latestDay === null) continue;
      const hasNoApplication = latestDay === null;
      if (hasNoApplication && job.applications !== 0) continue;
      const since = latestDay ?? utcDayOf(job.openedAt);
      if (since === null) continue;
      const quietDays = daysBetween(since, today);
      if (quietDays <= thresholds.stalledDays) continue;
      findings.push({
        subject: `job:${job.sourceId}`,
        title: hasNoApplication
          ? `No applications for ${title} in ${countOf(quietDays, 'day')}`
          : `No new applications for ${title} in ${countOf(quietDays, 'day')}`,
        description: hasNoApplication
          ? `${title} opened on ${formatDay(since, today)} and has had no application since.`
          : `${job.applications > 0 ? `The latest of the ${countOf(job.applications, 'application')}` : 'The latest application'} for ${title} came on ${formatDay(since, today)}; none has come in the ${countOf(quietDays, 'day')} since.`,
        priority: 'medium',
        type: 'process',
        actionText: `Review where ${title} is advertised`,
        impact: null,
        dueDate: null,
        person: null,
        material: latestDay ?? 'none',
        records: [jobRecord(job)],
        comparisons: [
          {
            name: hasNoApplication
              ? 'Days since opening, no application'
              : 'Days since the latest application',
            value: quietDays,
            threshold: thresholds.stalledDays,
            op: '>',
            unit: 'days',
          },
        ],
        sources,
        audience: jobAudience(job),
      });
    }
    return bySubject(findings);
  },
};
