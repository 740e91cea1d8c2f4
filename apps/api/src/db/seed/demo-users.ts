import { type NewUserRow, users } from '../schema.js';
import type { Db } from '../types.js';
import { insertMissing } from './fixtures.js';

/**
 * The accounts offered on the demo login page, one per dashboard. Sarah Chen is the engineering
 * manager of the manager dashboard's team card ('You').
 */
export const DEMO_USERS = [
  {
    email: 'alex.morgan@acme.example',
    name: 'Alex Morgan',
    role: 'executive',
    defaultDashboard: 'qube',
  },
  {
    email: 'sarah.chen@acme.example',
    name: 'Sarah Chen',
    role: 'manager',
    defaultDashboard: 'aitchq',
  },
  {
    email: 'priya.patel@acme.example',
    name: 'Priya Patel',
    role: 'manager',
    defaultDashboard: 'aitchq',
  },
  {
    email: 'jordan.lee@acme.example',
    name: 'Jordan Lee',
    role: 'individual_contributor',
    defaultDashboard: 'eyeq',
  },
] as const satisfies readonly NewUserRow[];

export async function seedDemoUsers(db: Db): Promise<void> {
  await insertMissing(db, users, users.email, [...DEMO_USERS], (user) => user.email);
}
