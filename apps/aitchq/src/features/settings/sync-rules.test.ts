import { ApiError } from '@q/api-client';
import type { SyncRun } from '@q/schemas/sync';
import { TEST_SYNC_RUN } from '@q/schemas/testing/integrations';
import { describe, expect, it } from 'vitest';
import {
  countsText,
  disabledDataText,
  runCause,
  runTimeText,
  SYNC_ALREADY_RUNNING,
  startSyncErrorText,
  syncOffer,
  syncRunVariant,
} from './sync-rules';

const NOW = new Date('2026-01-02T03:08:05.000Z');

describe('syncOffer', () => {
  it('offers Sync now to a record whose provider has a connector', () => {
    expect(syncOffer('hris', { syncAvailable: true })).toBe('available');
    expect(syncOffer('ats', { syncAvailable: true })).toBe('available');
    expect(syncOffer('financial', { syncAvailable: true })).toBe('available');
  });

  it('says Sync coming soon for a provider without a connector', () => {
    expect(syncOffer('hris', { syncAvailable: false })).toBe('coming-soon');
  });

  it('says Sync coming soon on the three types nothing syncs yet, configured or not', () => {
    for (const type of ['lms', 'monitoring', 'collaboration'] as const) {
      expect(syncOffer(type, undefined)).toBe('coming-soon');
      expect(syncOffer(type, { syncAvailable: false })).toBe('coming-soon');
    }
  });

  it('offers nothing on an HRIS, ATS or financial card before it is configured', () => {
    expect(syncOffer('hris', undefined)).toBe('none');
    expect(syncOffer('ats', undefined)).toBe('none');
    expect(syncOffer('financial', undefined)).toBe('none');
    // A financial provider without a connector yet (NetSuite) says so.
    expect(syncOffer('financial', { syncAvailable: false })).toBe('coming-soon');
  });
});

describe('countsText', () => {
  it('says what a run created, updated and removed', () => {
    expect(countsText({ created: 12, updated: 3, removed: 1 })).toBe(
      '12 created · 3 updated · 1 removed',
    );
  });
});

describe('runCause', () => {
  it('is nothing for a run that succeeded or is running', () => {
    expect(runCause(TEST_SYNC_RUN)).toBeNull();
    expect(runCause({ ...TEST_SYNC_RUN, status: 'running' })).toBeNull();
  });

  it("is a failed run's message, or a plain sentence without one", () => {
    const failed = { ...TEST_SYNC_RUN, status: 'error' as const };
    expect(runCause({ ...failed, message: 'The endpoint rejected the API key (HTTP 401)' })).toBe(
      'The endpoint rejected the API key (HTTP 401)',
    );
    expect(runCause({ ...failed, message: null })).toBe('The sync failed.');
    expect(runCause({ ...failed, message: '  ' })).toBe('The sync failed.');
  });

  it("names a partial run's missing fields, after its message when it has one", () => {
    const partial = { ...TEST_SYNC_RUN, status: 'partial' as const };
    expect(runCause({ ...partial, missingFields: ['hireDate', 'department'] })).toBe(
      'Missing fields: hireDate, department',
    );
    expect(
      runCause({ ...partial, message: 'BambooHR left fields out', missingFields: ['hireDate'] }),
    ).toBe('BambooHR left fields out — Missing fields: hireDate');
    expect(runCause({ ...partial, missingFields: [] })).toBe('Some fields were not provided.');
  });
});

describe('runTimeText', () => {
  it('says when a finished run ended and how long it took', () => {
    expect(runTimeText(TEST_SYNC_RUN, NOW)).toBe('finished 4 min ago · took 4 s');
    expect(runTimeText({ ...TEST_SYNC_RUN, durationMs: null }, NOW)).toBe('finished 4 min ago');
  });

  it('falls back to the start, then the queueing, when a run has no end', () => {
    expect(runTimeText({ ...TEST_SYNC_RUN, finishedAt: null }, NOW)).toBe(
      'finished 4 min ago · took 4 s',
    );
    expect(
      runTimeText({ ...TEST_SYNC_RUN, finishedAt: null, startedAt: null, durationMs: null }, NOW),
    ).toBe('finished 4 min ago');
  });

  it('says since when a run is running, or that it waits for a worker', () => {
    const running = { ...TEST_SYNC_RUN, status: 'running' as const, finishedAt: null };
    expect(runTimeText(running, NOW)).toBe('started 4 min ago');
    expect(runTimeText({ ...running, startedAt: null }, NOW)).toBe('waiting to start');
  });
});

describe('syncRunVariant', () => {
  it('colours Running blue, Success green, Partial amber and Error red', () => {
    expect(
      ['running', 'success', 'partial', 'error'].map((s) => syncRunVariant(s as never)),
    ).toEqual(['info', 'success', 'warning', 'danger']);
  });
});

describe('startSyncErrorText', () => {
  it('says a sync is already running on a 409', () => {
    expect(startSyncErrorText(new ApiError(409, '{"message":"busy"}'))).toBe(SYNC_ALREADY_RUNNING);
    expect(SYNC_ALREADY_RUNNING).toBe('A sync is already running');
  });

  it("says any other failure in the server's words", () => {
    expect(
      startSyncErrorText(
        new ApiError(429, '{"statusCode":429,"message":"Too many outbound calls; retry later"}'),
      ),
    ).toBe('429: Too many outbound calls; retry later');
    expect(startSyncErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('disabledDataText', () => {
  const run = (status: SyncRun['status']) => ({ ...TEST_SYNC_RUN, status });
  it('says a disabled integration’s data is not shown, and whether it has synced', () => {
    expect(disabledDataText({ isEnabled: true, lastRun: run('success') })).toBeNull();
    expect(disabledDataText({ isEnabled: false, lastRun: run('success') })).toBe(
      'Synced · not shown while disabled',
    );
    expect(disabledDataText({ isEnabled: false, lastRun: run('partial') })).toBe(
      'Synced · not shown while disabled',
    );
    for (const lastRun of [null, run('error'), run('running')]) {
      expect(disabledDataText({ isEnabled: false, lastRun })).toBe(
        'Not shown on the dashboard while disabled',
      );
    }
  });
});
