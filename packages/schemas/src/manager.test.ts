import { describe, expect, it } from 'vitest';
import {
  type BudgetLine,
  type Goal,
  type HeadcountMetrics,
  type ManagementInsight,
  type Okr,
  type SmartGoal,
  ZBudgetLine,
  ZEmployeesResponse,
  ZGoal,
  ZHeadcountMetrics,
  ZHeadcountMetricsResponse,
  ZInsightActionRequest,
  ZManagementInsight,
  ZOkr,
  ZSmartGoal,
  ZSpanOfControl,
  ZTraining,
} from './manager';

const headcount: HeadcountMetrics = { hired: 148, open: 12, planned: 20, teamCapacity: '87.5' };
const budgetLine: BudgetLine = {
  id: 1,
  category: 'Engineering',
  budgeted: '120000.00',
  actual: '98000.50',
  utilization: '81.67',
};
const okr: Okr = { id: 'wd-okr-1', title: 'Ship v2', type: 'company', progress: '64' };
const smartGoal: SmartGoal = {
  id: 3,
  title: 'Cut p95 latency',
  description: 'Bring checkout latency down.',
  status: 'on_track',
  priority: 'high',
  progress: '65.00',
  target: 'p95 under 200 ms',
  dueDate: '2025-12-31',
};
const goal: Goal = {
  id: 'WD-GOAL-42',
  title: 'Grow the platform team',
  description: 'Hire and onboard four engineers.',
  status: 'in_progress',
  priority: 'medium',
  progress: 50,
  owner: { name: 'Sarah Chen' },
  dueDate: '2025-11-30',
  metrics: { target: 4, current: 2, unit: 'engineers' },
};
const insight: ManagementInsight = {
  id: 9,
  title: 'Code review backlog growing',
  description: 'Open pull requests waited 3 days on average this week.',
  type: 'productivity',
  priority: 'high',
  status: 'active',
  source: 'github',
  actionRequired: true,
  actionText: 'Rebalance reviewers',
  impact: 'Release at risk',
  dueDate: null,
  person: null,
  aiGenerated: true,
};

describe('numeric-string fields', () => {
  it('accept decimal strings', () => {
    expect(ZHeadcountMetrics.parse(headcount)).toEqual(headcount);
    expect(ZBudgetLine.parse(budgetLine)).toEqual(budgetLine);
    expect(ZOkr.parse(okr)).toEqual(okr);
    expect(ZSmartGoal.parse(smartGoal)).toEqual(smartGoal);
  });

  it.each([
    ['teamCapacity', () => ZHeadcountMetrics.safeParse({ ...headcount, teamCapacity: 'abc' })],
    ['budgeted', () => ZBudgetLine.safeParse({ ...budgetLine, budgeted: 'abc' })],
    ['actual', () => ZBudgetLine.safeParse({ ...budgetLine, actual: 'abc' })],
    ['utilization', () => ZBudgetLine.safeParse({ ...budgetLine, utilization: 'abc' })],
    ['progress', () => ZOkr.safeParse({ ...okr, progress: 'abc' })],
    ['progress', () => ZSmartGoal.safeParse({ ...smartGoal, progress: 'abc' })],
  ])('reject abc in %s', (field, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('reject a number where a numeric string is expected', () => {
    expect(ZBudgetLine.safeParse({ ...budgetLine, actual: 98000 }).success).toBe(false);
  });
});

describe('goals', () => {
  it('takes a live goal with a target or a due date, and rejects one with neither', () => {
    expect(ZGoal.safeParse(goal).success).toBe(true);
    const { dueDate: _dueDate, ...undated } = goal;
    expect(ZGoal.safeParse({ ...undated, targetDate: '2025-11-30' }).success).toBe(true);
    expect(ZGoal.safeParse(undated).success).toBe(false);
  });

  it('keeps the live progress a number and the stored one a string', () => {
    expect(ZGoal.safeParse({ ...goal, progress: '50' }).success).toBe(false);
    expect(ZSmartGoal.safeParse({ ...smartGoal, progress: 65 }).success).toBe(false);
  });
});

describe('answers', () => {
  it('allows a null headcount answer (no figures yet)', () => {
    expect(ZHeadcountMetricsResponse.parse(null)).toBeNull();
  });

  it('takes a management insight with its nullable fields empty', () => {
    expect(ZManagementInsight.parse(insight)).toEqual(insight);
    expect(ZManagementInsight.safeParse({ ...insight, dueDate: '31/12/2025' }).success).toBe(false);
  });

  it('takes the top of the employee tree with no manager', () => {
    const employees = [
      {
        id: 1,
        name: 'Dana Director',
        position: 'Director of Engineering',
        managerId: null,
        avatar: null,
      },
      {
        id: 2,
        name: 'Sam Manager',
        position: 'Engineering Manager',
        managerId: 1,
        avatar: '/a/2.png',
      },
    ];
    expect(ZEmployeesResponse.parse(employees)).toEqual(employees);
  });
});

describe('page sample data', () => {
  it('types the span of control and trainings', () => {
    expect(
      ZSpanOfControl.safeParse({
        managers: [{ name: 'Sarah Chen', directReports: 6, agents: 3 }],
        agentTypes: [{ type: 'Code Review', count: 4 }],
        structureHealth: {
          avgSpanOfControl: 6.5,
          recommendedSpan: { min: 5, max: 8 },
          managementLayers: 3,
          agentToHumanRatio: 0.5,
          healthScore: 82,
          status: 'high',
        },
      }).success,
    ).toBe(true);
    expect(
      ZTraining.safeParse({
        id: 'security-awareness',
        title: 'Security Awareness 2025',
        type: 'compliance',
        priority: 'mandatory',
        duration: '45 min',
        dueDate: '2025-12-15',
        progress: 40,
        assignedTo: ['Alex Kim'],
        description: 'Yearly security training.',
        tags: ['security', 'required'],
        provider: 'KnowBe4',
        completedBy: [{ name: 'Jordan Lee', completedDate: '2025-10-02', score: 92 }],
        enrollmentCount: 8,
        totalEligible: 12,
      }).success,
    ).toBe(true);
  });
});

describe('ZInsightActionRequest', () => {
  it('accepts no body or an empty object', () => {
    expect(ZInsightActionRequest.safeParse(undefined).success).toBe(true);
    expect(ZInsightActionRequest.safeParse({}).success).toBe(true);
  });

  it.each([null, [], 'dismiss', 1, { reason: 'noise' }])('refuses %j', (body) => {
    expect(ZInsightActionRequest.safeParse(body).success).toBe(false);
  });
});
