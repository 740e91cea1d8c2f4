import { describe, expect, it } from 'vitest';
import { goalRowFromLive, goalRowFromStored } from './goals-rules';

describe('goalRowFromLive', () => {
  it('takes the target date, else the due date, and describes the metrics', () => {
    const goal = {
      id: 'WD-1',
      title: 'Cut p95 latency',
      description: '',
      status: 'on_track' as const,
      priority: 'high' as const,
      progress: 80,
      owner: { name: 'Sarah Chen' },
      dueDate: '2025-03-01',
      metrics: { target: 200, current: 240, unit: 'ms' },
    };
    expect(goalRowFromLive(goal)).toMatchObject({
      id: 'live-WD-1',
      progress: 80,
      owner: 'Sarah Chen',
      dueDate: '2025-03-01',
      target: '240 of 200 ms',
    });
    expect(goalRowFromLive({ ...goal, targetDate: '2025-02-01' }).dueDate).toBe('2025-02-01');
  });
});

describe('goalRowFromStored', () => {
  it('reads the progress string and keeps the optional target', () => {
    const goal = {
      id: 3,
      title: 'Ship onboarding',
      description: '',
      status: 'at_risk' as const,
      priority: 'medium' as const,
      progress: '65.00',
      dueDate: null,
    };
    expect(goalRowFromStored(goal)).toMatchObject({ progress: 65, target: null, dueDate: null });
    expect(goalRowFromStored({ ...goal, target: 'All flows' }).target).toBe('All flows');
  });
});
