import { managementInsights } from '../schema.js';
import type { Db } from '../types.js';
import { insertMissing, isoDateFromNow, syncIdSequence } from './fixtures.js';

/** A fixture row: its id is fixed, so a later seed finds it again. */
type InsightRow = typeof managementInsights.$inferInsert & { id: number };

/**
 * Insights about Sarah Chen's team, from the connected sources. Eight are active; the last two
 * are already settled for everyone and never listed.
 */
export function managementInsightFixtures(now = new Date()): InsightRow[] {
  const due = (days: number) => isoDateFromNow(days, now);
  return [
    {
      id: 1,
      title: 'Error spike in checkout-service after release 4.1.3',
      description:
        'Sentry reports a new TypeError in PaymentForm since yesterday’s deploy: 1,840 events from 612 users.',
      type: 'system',
      priority: 'high',
      source: 'sentry',
      actionRequired: true,
      actionText: 'Assign an owner to CHECKOUT-4821',
      impact: 'About 2% of checkout sessions fail at the payment step.',
      dueDate: due(1),
      person: null,
      aiGenerated: false,
    },
    {
      id: 2,
      title: 'Code review backlog on payments-api',
      description:
        'Pull requests waited 2.6 days for a first review this week, up from 0.9 days last month. 11 are open.',
      type: 'productivity',
      priority: 'high',
      source: 'github',
      actionRequired: true,
      actionText: 'Rebalance review assignments',
      impact:
        'The 4.2 release branch is cut on Thursday; three of its features are still in review.',
      dueDate: due(2),
      person: null,
      aiGenerated: true,
    },
    {
      id: 3,
      title: 'No 1:1 with Marcus Johnson in five weeks',
      description:
        'The last three 1:1s were cancelled. Marcus leads the checkout migration and logged overtime three weeks running.',
      type: 'people',
      priority: 'high',
      source: 'hris',
      actionRequired: true,
      actionText: 'Schedule a 1:1 this week',
      impact: 'Blockers on the migration surface late, and overtime is a burnout signal.',
      dueDate: due(3),
      person: 'Marcus Johnson',
      aiGenerated: false,
    },
    {
      id: 4,
      title: 'Sprint carry-over is climbing',
      description:
        '31% of committed story points rolled over in each of the last two sprints, against 12% last quarter.',
      type: 'process',
      priority: 'medium',
      source: 'jira',
      actionRequired: true,
      actionText: 'Re-scope the next sprint in planning',
      impact: null,
      dueDate: due(4),
      person: null,
      aiGenerated: true,
    },
    {
      id: 5,
      title: 'Emily Rodriguez is ready for a stretch assignment',
      description:
        'Emily authored a third of the merged pull requests on the search rewrite and reviews most frontend changes.',
      type: 'performance',
      priority: 'medium',
      source: 'github',
      actionRequired: false,
      actionText: null,
      impact: 'A good candidate to lead the next design review and to grow toward Staff.',
      dueDate: null,
      person: 'Emily Rodriguez',
      aiGenerated: true,
    },
    {
      id: 6,
      title: 'Overlapping PTO during release week',
      description:
        'Emily Rodriguez and David Kim are both out the week of the 4.2 release; they own most of its open tickets.',
      type: 'team',
      priority: 'medium',
      source: 'hris',
      actionRequired: true,
      actionText: 'Confirm release coverage',
      impact: 'Only one engineer with payments context would be on call for the release.',
      dueDate: due(6),
      person: null,
      aiGenerated: false,
    },
    {
      id: 7,
      title: 'Pair Jordan Lee with a senior reviewer',
      description:
        'Jordan’s pull requests take three review rounds on average, twice the team median.',
      type: 'ai_recommendation',
      priority: 'low',
      source: 'github',
      actionRequired: true,
      actionText: 'Set up weekly pairing with David Kim',
      impact: 'Faster reviews for Jordan and fewer rounds for the reviewers.',
      dueDate: due(10),
      person: 'Jordan Lee',
      aiGenerated: true,
    },
    {
      id: 8,
      title: 'Flaky end-to-end tests slow the main build',
      description:
        'The orders-e2e suite failed 14 of the last 60 main builds and passed on retry each time.',
      type: 'productivity',
      priority: 'low',
      source: 'jira',
      actionRequired: false,
      actionText: null,
      impact: null,
      dueDate: null,
      person: null,
      aiGenerated: true,
    },
    {
      id: 9,
      title: 'Mid-year reviews submitted',
      description: 'All seven reviews for the team were submitted and calibrated.',
      type: 'people',
      priority: 'medium',
      status: 'completed',
      source: 'hris',
      actionRequired: true,
      actionText: 'Submit mid-year reviews',
      impact: null,
      dueDate: due(-14),
      person: null,
      aiGenerated: false,
    },
    {
      id: 10,
      title: 'Stale branches in the web repository',
      description: '46 branches have had no commits in 90 days.',
      type: 'process',
      priority: 'low',
      status: 'dismissed',
      source: 'github',
      actionRequired: false,
      actionText: null,
      impact: null,
      dueDate: null,
      person: null,
      aiGenerated: true,
    },
  ];
}

export async function seedManagementInsights(db: Db): Promise<void> {
  const fixtures = managementInsightFixtures();
  if (
    await insertMissing(db, managementInsights, managementInsights.id, fixtures, (row) => row.id)
  ) {
    await syncIdSequence(db, managementInsights);
  }
}
