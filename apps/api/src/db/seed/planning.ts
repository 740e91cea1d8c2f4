import { capacityModel, okrs, smartGoals } from '../schema.js';
import type { Db } from '../types.js';
import { insertMissing, isoDateFromNow, syncIdSequence } from './fixtures.js';

/** Stored goals and OKRs (the fallback while no Workday integration is connected) and capacity. */

/** A fixture row: its id is fixed, so a later seed finds it again. */
type SmartGoalRow = typeof smartGoals.$inferInsert & { id: number };

export function smartGoalFixtures(now = new Date()): SmartGoalRow[] {
  const due = (days: number) => isoDateFromNow(days, now);
  return [
    {
      id: 1,
      title: 'Cut checkout p95 latency',
      description:
        'Profile the checkout path, cache tax and shipping quotes, and move fraud scoring off the request path.',
      status: 'on_track',
      priority: 'high',
      progress: '65.00',
      target: 'p95 under 200 ms on /checkout',
      dueDate: due(45),
    },
    {
      id: 2,
      title: 'Ship the search rewrite to all customers',
      description:
        'Move the remaining traffic from the legacy Solr cluster to the new search service behind a feature flag.',
      status: 'at_risk',
      priority: 'high',
      progress: '40.00',
      target: '100% of search traffic on the new service',
      dueDate: due(20),
    },
    {
      id: 3,
      title: 'Raise test coverage on payments-api',
      description: 'Cover the refund and payout flows before the ledger refactor starts.',
      status: 'in_progress',
      priority: 'medium',
      progress: '48.00',
      target: '80% line coverage',
      dueDate: due(60),
    },
    {
      id: 4,
      title: 'Reduce mean time to recovery',
      description:
        'Runbooks for the top ten alerts, and one-click rollback in the deploy pipeline.',
      status: 'on_track',
      priority: 'high',
      progress: '72.50',
      target: 'MTTR under 30 minutes',
      dueDate: due(75),
    },
    {
      id: 5,
      title: 'Bring two engineers onto the on-call rotation',
      description: 'Shadow shifts, then primary shifts with a senior engineer as backup.',
      status: 'completed',
      priority: 'medium',
      progress: '100.00',
      target: 'Two engineers have each taken a primary shift',
      dueDate: due(-10),
    },
    {
      id: 6,
      title: 'Document service ownership',
      description:
        'Every service in the catalogue lists an owning team, an on-call alias and a runbook.',
      status: 'overdue',
      priority: 'low',
      progress: '30.00',
      target: null,
      dueDate: due(-5),
    },
    {
      id: 7,
      title: 'Grow feature ownership on the team',
      description:
        'Each engineer leads one feature from design review to launch this half, with a senior partner.',
      status: 'in_progress',
      priority: 'medium',
      progress: '55.00',
      target: null,
      dueDate: due(90),
    },
  ];
}

export const OKR_FIXTURES = [
  {
    id: 1,
    type: 'company',
    title: 'Reach $30M ARR with net revenue retention above 115%',
    progress: '68.00',
  },
  { id: 2, type: 'company', title: 'Launch the self-serve plan in EMEA', progress: '45.00' },
  {
    id: 3,
    type: 'company',
    title: 'Hold 99.95% availability on customer-facing services',
    progress: '82.00',
  },
  {
    id: 4,
    type: 'functional',
    title: 'Engineering: cut cycle time from first commit to deploy under 2 days',
    progress: '57.50',
  },
  {
    id: 5,
    type: 'functional',
    title: 'Engineering: move 80% of services onto the new platform',
    progress: '40.00',
  },
  {
    id: 6,
    type: 'functional',
    title: 'Product: grow weekly active teams by 20%',
    progress: '61.00',
  },
  {
    id: 7,
    type: 'functional',
    title: 'People: fill 90% of planned engineering roles by year end',
    progress: '74.00',
  },
] as const satisfies readonly (typeof okrs.$inferInsert)[];

export const CAPACITY_MODEL = {
  id: 1,
  currentVelocity: 42,
  targetVelocity: 50,
  teamUtilization: 92,
  additionalEngineersNeeded: 2,
};

export async function seedPlanning(db: Db): Promise<void> {
  const byId = (row: { id: number }) => row.id;
  if (await insertMissing(db, smartGoals, smartGoals.id, smartGoalFixtures(), byId)) {
    await syncIdSequence(db, smartGoals);
  }
  if (await insertMissing(db, okrs, okrs.id, [...OKR_FIXTURES], byId)) {
    await syncIdSequence(db, okrs);
  }
  await insertMissing(db, capacityModel, capacityModel.id, [CAPACITY_MODEL], byId);
}
