import { type Dashboard, type Role, ZDashboard, ZRole } from '@q/schemas/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The one database schema, for PGlite and PostgreSQL alike. Migrations in `../../drizzle` are
 * generated from it with `pnpm --filter @q/api db:generate`; keep it valid for PostgreSQL 15.
 */

// zod types `options` as a plain array; drizzle wants the non-empty tuple it is.
export const roleEnum = pgEnum('user_role', ZRole.options as [Role, ...Role[]]);
export const dashboardEnum = pgEnum('dashboard', ZDashboard.options as [Dashboard, ...Dashboard[]]);

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased, so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    defaultDashboard: dashboardEnum('default_dashboard').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the random token; the token itself lives only in the browser's cookie. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
