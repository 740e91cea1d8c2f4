import { defineConfig } from 'drizzle-kit';

/** Generates SQL migrations from the schema: `pnpm --filter @q/api db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
