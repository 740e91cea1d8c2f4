import type { Productivity } from '@q/schemas/manager';

/** Productivity Intelligence (docs/behaviour.md §2): fixed sample figures for the team. */
export const PRODUCTIVITY: Productivity = {
  metrics: [
    {
      id: 'team-utilization',
      label: 'Team Utilization',
      value: 87,
      target: 80,
      unit: '%',
      variance: 8.8,
      trend: 'up',
    },
    {
      id: 'sprint-velocity',
      label: 'Sprint Velocity',
      value: 42,
      target: 45,
      unit: 'points',
      variance: -6.7,
      trend: 'down',
    },
    {
      id: 'cycle-time',
      label: 'Cycle Time',
      value: 3.1,
      target: 4,
      unit: 'days',
      variance: -22.5,
      trend: 'down',
    },
    {
      id: 'meeting-load',
      label: 'Meeting Load',
      value: 14,
      target: 10,
      unit: 'hrs/week',
      variance: 40,
      trend: 'up',
    },
    {
      id: 'focus-time',
      label: 'Focus Time',
      value: 19,
      target: 20,
      unit: 'hrs/week',
      variance: -5,
      trend: 'stable',
    },
  ],
  insights: [
    'Utilisation has been above 85% for three sprints: move one roadmap item to next quarter.',
    'Meetings take 40% more time than planned; a no-meeting Wednesday would win back about 4 hours each.',
    'Cycle time fell 22% since the code review agent started pre-reviewing pull requests.',
  ],
};
