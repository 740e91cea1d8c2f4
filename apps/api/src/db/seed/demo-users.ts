import { eq } from 'drizzle-orm';
import { type NewUserRow, organisations, users } from '../schema.js';
import type { Db } from '../types.js';
import { insertMissing, syncIdSequence } from './fixtures.js';

/** The sample company the demo login signs into (the migration that added organisations made it). */
export const DEMO_ORGANISATION = { id: 1, name: 'Acme', isDemo: true } as const;

/**
 * The accounts offered on the demo login page, one per dashboard. Sarah Chen is the engineering
 * manager of the manager dashboard's team card ('You').
 */
export const DEMO_USERS = [
  {
    organisationId: DEMO_ORGANISATION.id,
    email: 'alex.morgan@acme.example',
    name: 'Alex Morgan',
    role: 'executive',
    defaultDashboard: 'qube',
  },
  {
    organisationId: DEMO_ORGANISATION.id,
    email: 'sarah.chen@acme.example',
    name: 'Sarah Chen',
    role: 'manager',
    defaultDashboard: 'aitchq',
  },
  {
    organisationId: DEMO_ORGANISATION.id,
    email: 'priya.patel@acme.example',
    name: 'Priya Patel',
    role: 'manager',
    defaultDashboard: 'aitchq',
  },
  {
    organisationId: DEMO_ORGANISATION.id,
    email: 'jordan.lee@acme.example',
    name: 'Jordan Lee',
    role: 'individual_contributor',
    defaultDashboard: 'eyeq',
  },
] as const satisfies readonly NewUserRow[];

export async function seedDemoUsers(db: Db): Promise<void> {
  const made = await insertMissing(
    db,
    organisations,
    organisations.id,
    [DEMO_ORGANISATION],
    (organisation) => organisation.id,
  );
  if (made > 0) await syncIdSequence(db, organisations);
  // By email within the demo organisation: another organisation may hold the same addresses.
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.organisationId, DEMO_ORGANISATION.id));
  const known = new Set(present.map(({ email }) => email));
  const missing = DEMO_USERS.filter((user) => !known.has(user.email));
  if (missing.length > 0) await db.insert(users).values(missing).onConflictDoNothing();
}
