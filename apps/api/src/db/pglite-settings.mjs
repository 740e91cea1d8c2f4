// PGlite's start parameters, in one place for every PGlite the server opens: its thread
// (`pglite-worker.mjs`), the build's template and initdb's child process (`client.ts`). Plain
// JavaScript: the thread's file imports it from src (tests, development) and dist alike.
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own settings beyond its defaults, as `-c` start parameters (they win over the data
 * directory's postgresql.conf, which is left as initdb wrote it).
 *
 * shared_buffers: PGlite's configuration asks for 160 MB, and the server's resident memory
 * follows it (about 280 MB for PGlite alone after start, 160 MB with 16 MB; the start is 0.6 s
 * shorter too). The product's working set is far smaller than 16 MB, and a page that is not in
 * PGlite's buffers is one read away in the operating system's file cache.
 */
const SETTINGS = ['shared_buffers=16MB'];

/** PGlite's default start parameters, then each setting as a `-c` parameter. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...SETTINGS.flatMap((setting) => ['-c', setting]),
];
