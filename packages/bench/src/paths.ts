import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Writes a result as JSON under the git-ignored `.bench/` folder; returns its path. */
export function writeResult(name: string, value: unknown): string {
  const outDir = join(REPO_ROOT, '.bench');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, name);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}
