/**
 * Writes apps/api/docs/other-feed.schema.json: the JSON Schema of the "Other" feed contract,
 * generated from its zod schemas (`@q/schemas/other-feed`), then formatted by Biome as the rest
 * of the repository is. A test fails while the committed file differs from what the schemas
 * generate, so change the schemas, then run:
 *
 *   pnpm --filter @q/api schema:other-feed
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { otherFeedJsonSchema } from '@q/schemas/other-feed';

const OTHER_FEED_SCHEMA_FILE = fileURLToPath(
  new URL('../docs/other-feed.schema.json', import.meta.url),
);

writeFileSync(OTHER_FEED_SCHEMA_FILE, `${JSON.stringify(otherFeedJsonSchema(), null, 2)}\n`);
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
execFileSync(process.execPath, [biome, 'format', '--write', OTHER_FEED_SCHEMA_FILE], {
  stdio: 'inherit',
});
console.log(`wrote ${OTHER_FEED_SCHEMA_FILE}`);
