import type { PersonalDashboardData } from '@q/schemas/personal';

/** The calendar day `days` after `today` (before, when negative), as 'YYYY-MM-DD'. */
function dayAfter(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const CURRENT_LEVEL = 'Software Engineer II';

/**
 * The personal dashboard's fixed sample data (docs/behaviour.md §1: illustrative figures; the page
 * makes no calls). The same figures show whoever is signed in. Its dates are counted from `today`,
 * so the goals stay ahead and the team's events upcoming whenever the demo is opened.
 */
export function personalDashboard(today: Date): PersonalDashboardData {
  const due = (days: number) => dayAfter(today, days);
  return {
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
        progress: 75,
        dueDate: due(22),
        category: 'Technical',
        status: 'on-track',
        impact: 'Faster, more relevant results for 40,000 weekly users',
      },
      {
        title: 'Cut API p95 latency by 30%',
        progress: 92,
        dueDate: due(38),
        category: 'Technical',
        status: 'on-track',
        impact: 'Fewer timeouts in checkout and a lower cloud bill',
      },
      {
        title: 'Mentor two junior engineers',
        progress: 60,
        dueDate: due(69),
        category: 'Leadership',
        status: 'in-progress',
        impact: 'Faster onboarding and more reviewers on the team',
      },
      {
        title: 'Earn the cloud architecture certification',
        progress: 45,
        dueDate: due(128),
        category: 'Learning',
        status: 'at-risk',
        impact: 'Deeper design input on the platform migration',
      },
    ],
    tasks: [
      {
        title: 'Review the payments API design doc',
        priority: 'high',
        completed: false,
        impact: 'Unblocks two teams',
      },
      {
        title: 'Fix the search indexing bug',
        priority: 'high',
        completed: true,
        impact: 'Restores fresh results for all users',
      },
      {
        title: 'Prepare the sprint review demo',
        priority: 'medium',
        completed: false,
        impact: 'Shows stakeholders the new filters',
      },
      {
        title: 'Pair with a new hire on the test suite',
        priority: 'medium',
        completed: false,
        impact: 'Shortens their ramp-up',
      },
      {
        title: 'Update the on-call runbook',
        priority: 'low',
        completed: true,
        impact: 'Calmer nights for whoever is on call',
      },
    ],
    strategy: {
      vision: 'Turn every team signal into a timely, well-informed decision.',
      quarterlyFocus: ['Platform reliability', 'Search quality', 'Developer experience'],
      alignment: [
        { personalGoal: 'Ship the search redesign', companyObjective: 'Grow weekly engagement' },
        { personalGoal: 'Cut API p95 latency by 30%', companyObjective: 'Reach 99.95% uptime' },
        { personalGoal: 'Mentor two junior engineers', companyObjective: 'Build a strong bench' },
      ],
      alignmentScore: 85,
    },
    career: {
      currentLevel: CURRENT_LEVEL,
      nextLevel: 'Senior Software Engineer',
      progressToNext: 65,
      keySkillsNeeded: [
        'System design',
        'Technical mentoring',
        'Cross-team communication',
        'Incident leadership',
      ],
      compensationFactors: [
        'Scope and impact of delivered work',
        'Technical leadership',
        'Peer and manager feedback',
        'Market range for the role',
      ],
      learningPath: [
        {
          title: 'Distributed Systems Design',
          duration: '6 weeks',
          progress: 40,
          priority: 'high',
        },
        {
          title: 'Leading Without Authority',
          duration: '3 weeks',
          progress: 80,
          priority: 'medium',
        },
        { title: 'Advanced TypeScript', duration: '4 weeks', progress: 100, priority: 'low' },
        {
          title: 'Incident Command Fundamentals',
          duration: '2 weeks',
          progress: 0,
          priority: 'medium',
        },
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
      communicationStyle: 'Async-first, with a short daily stand-up',
      upcomingEvents: [
        { title: 'Sprint planning', date: due(1) },
        { title: 'Design review: search filters', date: due(3) },
        { title: 'Team offsite', date: due(10) },
      ],
      mentorshipAvailable: true,
      currentProjects: ['Search redesign', 'Payments API v2'],
      teamMembers: [
        { name: 'Marcus Johnson', role: 'Tech Lead', availability: 'available' },
        { name: 'Aisha Okafor', role: 'Designer', availability: 'busy' },
        { name: 'Sarah Chen', role: 'Manager', availability: 'available' },
      ],
    },
    resources: {
      hrContact: { name: 'Dana Whitfield', email: 'people@acme.example' },
      techResources: ['Engineering handbook', 'Architecture decision records', 'IT help desk'],
      developmentTools: ['Learning platform', 'Conference budget', 'Internal tech talks'],
      supportSystems: [
        'Employee assistance program',
        'Mentorship program',
        'Employee resource groups',
      ],
    },
  };
}

/** Who the dashboard shows when nobody is signed in. */
export const SAMPLE_PERSONA = {
  name: 'Taylor Brooks',
  title: CURRENT_LEVEL,
} as const;
