import { ZPersonalDashboardData } from '@q/schemas/personal';
import { describe, expect, it } from 'vitest';
import { personalDashboard, SAMPLE_PERSONA } from './personal';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('the fixed sample data', () => {
  it('matches the schema, unchanged', () => {
    expect(ZPersonalDashboardData.parse(PERSONAL_DASHBOARD)).toEqual(PERSONAL_DASHBOARD);
  });

  it('keeps related figures consistent', () => {
    const { metrics, goals, team } = PERSONAL_DASHBOARD;
    const mean = goals.reduce((sum, goal) => sum + goal.progress, 0) / goals.length;
    expect(metrics.goalProgress).toBe(Math.round(mean));
    expect(metrics.focusScore).toBeLessThanOrEqual(10);
    expect(team.teamMembers.map((member) => member.role)).toEqual([
      'Tech Lead',
      'Designer',
      'Manager',
    ]);
    expect(new Set(goals.map((goal) => goal.title)).size).toBe(goals.length);
    expect(new Set(PERSONAL_DASHBOARD.tasks.map((task) => task.title)).size).toBe(
      PERSONAL_DASHBOARD.tasks.length,
    );
  });

  it('shows the persona at the current career level', () => {
    expect(SAMPLE_PERSONA).toEqual({
      name: 'Taylor Brooks',
      title: PERSONAL_DASHBOARD.career.currentLevel,
    });
  });

  it('counts its dates from today: the goals ahead, the team events upcoming', () => {
    const today = new Date(2027, 4, 30);
    const { goals, team } = personalDashboard(today);
    expect(goals.map((goal) => goal.dueDate)).toEqual([
      '2027-06-21',
      '2027-07-07',
      '2027-08-07',
      '2027-10-05',
    ]);
    expect(team.upcomingEvents).toEqual([
      { title: 'Sprint planning', date: '2027-05-31' },
      { title: 'Design review: search filters', date: '2027-06-02' },
      { title: 'Team offsite', date: '2027-06-09' },
    ]);
  });
});
