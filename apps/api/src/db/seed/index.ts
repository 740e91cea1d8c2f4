import type { Db } from '../types.js';
import { seedDemoUsers } from './demo-users.js';
import { seedEmployees } from './employees.js';
import { seedHr } from './hr.js';
import { seedManagementInsights } from './management-insights.js';
import { seedOperations } from './operations.js';
import { seedPlanning } from './planning.js';

/** One idempotent step of the demo data; it inserts only what is missing. */
export type Seeder = (db: Db) => Promise<void>;

/** In dependency order: later fixtures may refer to rows that earlier ones create. */
const SEEDERS: readonly Seeder[] = [
  seedDemoUsers,
  seedEmployees,
  seedHr,
  seedPlanning,
  seedManagementInsights,
  seedOperations,
];

/** Inserts the demo fixtures that are missing; safe to run on every start and concurrently. */
export async function seedDatabase(db: Db): Promise<void> {
  for (const seed of SEEDERS) await seed(db);
}
