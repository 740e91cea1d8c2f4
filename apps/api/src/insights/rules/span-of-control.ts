import type { Finding, Rule } from '../model.js';
import { bySubject, personRecord, sourceIdsOf } from './evidence.js';
import { orgChartOf } from './org-chart.js';
import { thresholdsFor } from './thresholds.js';
import { countOf, displayName, listOf, possessive } from './wording.js';

const DEFAULTS = { maxDirectReports: 10, minDirectReports: 1 } as const;

/**
 * A manager's span of control out of the usual range: more than `maxDirectReports` direct
 * reports (wide), or exactly `minDirectReports` (narrow: a manager of one). Direct reports are
 * the people naming the manager as supervisor, never the manager themself; a supervisor id
 * that is not in the org chart is skipped (nobody to name or to tell).
 */
export const spanOfControl: Rule = {
  name: 'span-of-control',
  version: 1,
  summary: 'Points out managers with a very wide team or a single direct report.',
  reads: ['hris'],
  defaults: DEFAULTS,
  evaluate(data, context) {
    const thresholds = thresholdsFor(DEFAULTS, context);
    const chart = orgChartOf(data.people);
    const sources = sourceIdsOf(data, 'hris');
    const findings: Finding[] = [];
    for (const [managerId, reports] of chart.directReports) {
      const manager = chart.byId.get(managerId);
      if (!manager) continue;
      const count = reports.length;
      const isWide = count > thresholds.maxDirectReports;
      const isNarrow = !isWide && count === thresholds.minDirectReports;
      if (!isWide && !isNarrow) continue;
      const name = displayName(manager.name, manager.sourceId);
      const reportNames = reports.map((report) => displayName(report.name, report.sourceId));
      findings.push({
        subject: `manager:${managerId}`,
        title: isWide
          ? `${name} has ${countOf(count, 'direct report')}`
          : `${name} has ${count === 1 ? 'a single direct report' : countOf(count, 'direct report')}`,
        description: isWide
          ? `${name} manages ${countOf(count, 'person', 'people')} directly, more than ${thresholds.maxDirectReports}: there may be too little time for each of them.`
          : `${name} manages ${listOf(reportNames)} directly and no one else: the team could grow, or join another.`,
        priority: isWide ? 'medium' : 'low',
        type: 'team',
        actionText: isWide
          ? `Consider splitting ${possessive(name)} team or adding a team lead`
          : `Review whether ${possessive(name)} team should grow or join another`,
        impact: null,
        dueDate: null,
        person: name,
        material: isWide ? `wide:${count}` : 'narrow',
        records: [personRecord(manager), ...reports.map(personRecord)],
        comparisons: [
          isWide
            ? {
                name: 'Direct reports',
                value: count,
                threshold: thresholds.maxDirectReports,
                op: '>',
                unit: 'people',
              }
            : {
                name: 'Direct reports',
                value: count,
                threshold: thresholds.minDirectReports,
                op: '=',
                unit: 'people',
              },
        ],
        sources,
        audience: { kind: 'team-of', sourceId: managerId },
      });
    }
    return bySubject(findings);
  },
};
