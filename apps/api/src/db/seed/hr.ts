import { eq } from 'drizzle-orm';
import { headcountMetrics, hrisInsights, openPositions, recruitingMetrics } from '../schema.js';
import type { Db } from '../types.js';
import { buildDemoEmployees } from './employees.js';
import { insertMissing, syncIdSequence } from './fixtures.js';

/** HR figures of the demo organisation: HRIS alerts, engineering headcount, recruiting. */

export const HRIS_INSIGHTS = [
  {
    id: 1,
    type: 'anniversary',
    priority: 'medium',
    title: "Marcus Johnson's 5-year work anniversary",
    description:
      'Marcus reaches five years at Acme on Friday. Recognition budget is available for milestone anniversaries.',
  },
  {
    id: 2,
    type: 'pto',
    priority: 'high',
    title: 'Emily Rodriguez is out all of next week',
    description:
      'Approved PTO Monday to Friday. She is the primary reviewer on the search rewrite; name a backup reviewer before she leaves.',
  },
  {
    id: 3,
    type: 'timecard',
    priority: 'high',
    title: '2 timecards awaiting your approval',
    description:
      'Tomás Silva and Hannah Becker submitted timecards for last week. Payroll locks on Thursday at 5 pm.',
  },
  {
    id: 4,
    type: 'pto',
    priority: 'medium',
    title: 'David Kim has 23 unused PTO days',
    description: 'Carry-over is capped at 10 days on December 31; encourage him to plan time off.',
  },
  {
    id: 5,
    type: 'anniversary',
    priority: 'low',
    title: 'Aisha Okafor completes her first year',
    description: 'Aisha joined the team a year ago next Tuesday; her first-year check-in is due.',
  },
  {
    id: 6,
    type: 'timecard',
    priority: 'medium',
    title: 'Overtime logged on the checkout migration',
    description:
      'Marcus Johnson logged 11 hours of overtime last week, the third week in a row above 5 hours.',
  },
] as const satisfies readonly (typeof hrisInsights.$inferInsert)[];

export const OPEN_POSITIONS = [
  {
    id: 1,
    status: 'urgent',
    title: 'Senior Backend Engineer, Payments',
    description:
      'Owns the ledger and payout services (Go, PostgreSQL). Backfill; two candidates in the onsite loop.',
  },
  {
    id: 2,
    status: 'urgent',
    title: 'Site Reliability Engineer',
    description:
      'Joins the on-call rotation, which is down to four people. Kubernetes, Terraform, Datadog.',
  },
  {
    id: 3,
    status: 'active',
    title: 'Staff Software Engineer, Platform',
    description: 'Leads the service-mesh migration and mentors the platform team. New headcount.',
  },
  {
    id: 4,
    status: 'active',
    title: 'Senior Frontend Engineer',
    description:
      'Design-system and performance work on the customer dashboard (React, TypeScript).',
  },
  {
    id: 5,
    status: 'active',
    title: 'Machine Learning Engineer',
    description: 'Ranking and recommendations; offline evaluation and model serving.',
  },
  {
    id: 6,
    status: 'active',
    title: 'QA Engineer',
    description: 'Test automation for the mobile apps (XCTest, Espresso). Screening in progress.',
  },
] as const satisfies readonly (typeof openPositions.$inferInsert)[];

/** Engineering's current headcount, its open requisitions, and the plan for the year. */
export function engineeringHeadcount() {
  const hired = buildDemoEmployees().filter((e) => e.department === 'Engineering').length;
  const open = OPEN_POSITIONS.length;
  return { id: 1, hired, open, planned: hired + open + 4, teamCapacity: '87.50' };
}

export const RECRUITING_METRICS = { id: 1, avgTimeToFill: 32, avgTimeToHire: 24 };

export async function seedHr(db: Db): Promise<void> {
  const byId = (row: { id: number }) => row.id;
  if (await insertMissing(db, hrisInsights, hrisInsights.id, [...HRIS_INSIGHTS], byId)) {
    await syncIdSequence(db, hrisInsights);
  }
  if (await insertMissing(db, openPositions, openPositions.id, [...OPEN_POSITIONS], byId)) {
    await syncIdSequence(db, openPositions);
  }
  // Counted from the generated employees only when the row is missing (the first start).
  const [headcount] = await db
    .select({ id: headcountMetrics.id })
    .from(headcountMetrics)
    .where(eq(headcountMetrics.id, 1));
  if (!headcount) {
    await db.insert(headcountMetrics).values(engineeringHeadcount()).onConflictDoNothing();
  }
  await insertMissing(db, recruitingMetrics, recruitingMetrics.id, [RECRUITING_METRICS], byId);
}
