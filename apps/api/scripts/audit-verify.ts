/**
 * `pnpm --filter @q/api audit:verify`: checks the audit trail's chain of hashes from its anchor to
 * its newest event and prints the first broken link, if any; exits 1 when the chain is broken.
 * Reads the same database the server does (DATABASE_URL, or the embedded one in DATA_DIR: stop
 * the server first, as the embedded database belongs to one process).
 *
 *   pnpm --filter @q/api audit:verify
 *   pnpm --filter @q/api audit:verify -- --sample 100000   (a throwaway embedded database filled
 *                                                            with that many chained events, timed)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainHash, GENESIS_HASH, verifyAuditTrail } from '../src/audit/trail.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { auditEvents } from '../src/db/schema.js';

const sampleAt = process.argv.indexOf('--sample');
const sample = sampleAt === -1 ? 0 : Number(process.argv[sampleAt + 1]);
if (sampleAt !== -1 && !(Number.isInteger(sample) && sample > 0 && sample <= 10_000_000)) {
  console.error('--sample takes a number of events between 1 and 10000000');
  process.exit(2);
}

/** Fills the trail with `count` chained events, as appends would have (in batches, for speed). */
async function fill(database: Database, count: number) {
  let prevHash = GENESIS_HASH;
  const start = Date.now() - count * 1000;
  for (let id = 1; id <= count; id += 1_000) {
    const rows = [];
    for (let n = id; n < Math.min(id + 1_000, count + 1); n += 1) {
      const content = {
        id: n,
        at: new Date(start + n * 1000),
        organisationId: 1,
        actorKind: 'user' as const,
        actorUserId: 2,
        actorLabel: 'sarah.chen@acme.example',
        action: n % 7 === 0 ? 'hr-data-viewed' : 'integration-changed',
        targetType: 'integration',
        targetId: String(n % 5),
        targetLabel: 'hris · bamboohr',
        subjectUserId: null,
        changes: { syncFrequency: { before: 'daily', after: 'hourly' } },
        detail: { call: '/api/employees', people: n % 40 },
        ip: '10.0.0.1',
        userAgent: 'Mozilla/5.0',
        requestId: `req-${n}`,
        result: 'ok' as const,
        status: null,
      };
      const hash = chainHash(prevHash, content);
      rows.push({ ...content, prevHash, hash });
      prevHash = hash;
    }
    await database.db.insert(auditEvents).values(rows);
  }
}

const scratch = sample > 0 ? mkdtempSync(join(tmpdir(), 'q-audit-verify-')) : undefined;
const config = scratch ? undefined : loadConfig();
const database = await openDatabase(
  scratch
    ? { dataDir: scratch, seed: false }
    : { databaseUrl: config?.databaseUrl, dataDir: config?.dataDir, seed: false },
);
try {
  if (scratch) {
    const filling = performance.now();
    await fill(database, sample);
    console.log(
      `filled a throwaway embedded database with ${sample.toLocaleString('en')} events in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
  }
  const started = performance.now();
  const result = await verifyAuditTrail(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (result.ok) {
    const from = result.anchor ? ` from event #${result.anchor.id}` : '';
    console.log(
      `audit chain intact: ${result.checked.toLocaleString('en')} events checked${from} in ${seconds} s`,
    );
  } else {
    console.error(
      `audit chain broken at event #${result.firstBroken?.id}: ${result.firstBroken?.reason} (${result.checked.toLocaleString('en')} events checked before it, ${seconds} s)`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
