import type { User } from '../auth';

/**
 * Users for tests that need a signed-in person but no server: valid by the `User` schema, and
 * of two roles, so that a test can tell one session from another.
 */
export const TEST_MANAGER: User = {
  id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  role: 'manager',
  preferences: { defaultDashboard: 'aitchq' },
};

export const TEST_EXECUTIVE: User = {
  id: 2,
  email: 'grace@example.com',
  name: 'Grace',
  role: 'executive',
  preferences: {},
};
