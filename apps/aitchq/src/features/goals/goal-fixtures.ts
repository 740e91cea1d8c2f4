/** Sample answers of the two goal sources, for the tests and the stories (never shipped). */

/** One goal as GET /api/workday/goals answers it. */
export const LIVE_GOAL = {
  id: 'WD-1',
  title: 'Cut p95 latency',
  description: 'API',
  status: 'on_track',
  priority: 'high',
  progress: 82,
  owner: { name: 'Ravi Patel' },
  targetDate: '2025-03-01',
  metrics: { target: 200, current: 240, unit: 'ms' },
};

/** One goal as GET /api/smart-goals answers it. */
export const STORED_GOAL = {
  id: 1,
  title: 'Ship onboarding',
  description: '',
  status: 'at_risk',
  priority: 'medium',
  progress: '55.00',
  target: 'All flows live',
  dueDate: '2025-02-01',
};
