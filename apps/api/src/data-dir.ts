import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data directory (PGlite's files, the generated `app-secret`) belongs to the server's user
 * alone: folders 0700, files 0600 or stricter. The server process runs with the umask 077
 * (`src/server.ts`), which covers what Node creates (the folders, the secret), and tightens the
 * tree at start, before PGlite opens it (what an earlier version left open) and after (what
 * PGlite's initdb and start wrote: its file system sets the modes PostgreSQL asks for, whatever
 * the umask). Files PostgreSQL creates later get 0600 from it, as its folder is 0700.
 */
export const PRIVATE_UMASK = 0o077;

/** Tightens the directory and everything in it; returns how many paths it changed. */
export function tightenDataDir(dir: string): number {
  if (!existsSync(dir)) return 0;
  return tighten(dir);
}

function tighten(path: string): number {
  const stat = lstatSync(path);
  // A symbolic link's target may lie outside the directory: leave it alone.
  if (stat.isSymbolicLink()) return 0;
  const mode = stat.mode & 0o777;
  if (stat.isDirectory()) {
    let changed = 0;
    if (mode !== 0o700) {
      chmodSync(path, 0o700);
      changed += 1;
    }
    for (const name of readdirSync(path)) changed += tighten(join(path, name));
    return changed;
  }
  // Owner read and write at most: no execute bit, nothing for group or others.
  if ((mode & 0o177) === 0) return 0;
  chmodSync(path, mode & 0o600);
  return 1;
}
