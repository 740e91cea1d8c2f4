import { describe, expect, it } from 'vitest';
import {
  type PersonalDashboardData,
  ZCareer,
  ZPersonalDashboardData,
  ZPersonalGoal,
  ZPersonalMetrics,
  ZPersonalResources,
  ZPersonalStrategy,
  ZPersonalTask,
  ZPersonalTeam,
  ZWellness,
} from './personal';

const data: PersonalDashboardData = {
  metrics: {
    taskCompletion: 87,
    focusScore: 8.2,
    workHours: 42,
    productivityStreak: 12,
    impactScore: 91,
    goalProgress: 68,
  },
  goals: [
    {
      title: 'Ship the search redesign',
      progress: 70,
      dueDate: '2025-12-15',
      category: 'Technical',
      status: 'on-track',
      impact: 'Faster search for 40k users',
    },
  ],
  tasks: [
    {
      title: 'Review API design doc',
      priority: 'high',
      completed: false,
      impact: 'Unblocks 2 teams',
    },
    { title: 'Update sprint board', priority: 'low', completed: true, impact: 'Team visibility' },
  ],
  strategy: {
    vision: 'Make every team decision data-informed.',
    quarterlyFocus: ['Platform reliability', 'Developer experience'],
    alignment: [{ personalGoal: 'Ship the search redesign', companyObjective: 'Grow engagement' }],
    alignmentScore: 85,
  },
  career: {
    currentLevel: 'Senior Engineer',
    nextLevel: 'Staff Engineer',
    progressToNext: 60,
    keySkillsNeeded: ['System design', 'Mentoring'],
    compensationFactors: ['Scope of impact', 'Technical leadership'],
    learningPath: [
      { title: 'Distributed Systems', duration: '6 weeks', progress: 40, priority: 'high' },
    ],
  },
  wellness: {
    workLifeBalance: 7.5,
    stressLevel: 4,
    breaksTaken: 3,
    moodRating: 8,
    optimalWorkTime: '9–11 AM',
    flexibilityUsed: 60,
  },
  team: {
    teamDynamics: 'Highly collaborative',
    communicationStyle: 'Async-first',
    upcomingEvents: [{ title: 'Sprint planning', date: '2025-11-24' }],
    mentorshipAvailable: true,
    currentProjects: ['Search redesign'],
    teamMembers: [
      { name: 'Alex Kim', role: 'Tech Lead', availability: 'available' },
      { name: 'Priya Shah', role: 'Designer', availability: 'busy' },
    ],
  },
  resources: {
    hrContact: { name: 'Jamie Rivera', email: 'jamie.rivera@example.com' },
    techResources: ['Internal wiki'],
    developmentTools: ['Learning stipend ($2,000 a year)'],
    supportSystems: ['Employee assistance program'],
  },
};

describe('personal sample data', () => {
  it('parses the whole dashboard unchanged', () => {
    expect(ZPersonalDashboardData.parse(data)).toEqual(data);
  });

  it.each([
    ['metrics', ZPersonalMetrics, data.metrics],
    ['personal goal', ZPersonalGoal, data.goals[0]],
    ['task', ZPersonalTask, data.tasks[0]],
    ['strategy', ZPersonalStrategy, data.strategy],
    ['career', ZCareer, data.career],
    ['wellness', ZWellness, data.wellness],
    ['team', ZPersonalTeam, data.team],
    ['resources', ZPersonalResources, data.resources],
  ] as const)('an example %s parses', (_name, schema, fixture) => {
    expect(schema.safeParse(fixture).success).toBe(true);
  });

  it('keeps the focus score out of 10 and availability to its two values', () => {
    expect(ZPersonalMetrics.safeParse({ ...data.metrics, focusScore: 11 }).success).toBe(false);
    expect(
      ZPersonalTeam.safeParse({
        ...data.team,
        teamMembers: [{ name: 'Alex Kim', role: 'Tech Lead', availability: 'away' }],
      }).success,
    ).toBe(false);
  });
});
