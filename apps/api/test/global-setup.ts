import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite; each test file starts from a copy. */
    pgliteSnapshot: string;
  }
}

/**
 * Migrating a new in-memory PGlite costs seconds; loading a dump of one costs a fraction.
 * So the pglite project migrates and seeds once here and every test file loads the result
 * (and still runs the migrator and seed, which then find nothing to do).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'q-api-test-'));
  const file = join(dir, 'pglite-snapshot.tar');
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  try {
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
