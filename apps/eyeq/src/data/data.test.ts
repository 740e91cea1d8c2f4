import { ZPersonalDashboardData } from '@q/schemas/personal';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DASHBOARD, SAMPLE_PERSONA } from './personal';

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
});
