import { type DataSourcesResponse, type Provenance, SAMPLE_PROVENANCE } from '@q/schemas/sync';

/**
 * Provenance answers for tests and stories (`GET /api/data-sources`), timed from `now`: BambooHR
 * synced 4 minutes ago, with fields missing, or with a failed attempt 2 hours ago.
 */

const MINUTE_MS = 60_000;

/** The ISO time `minutes` before `now`. */
export const minutesBefore = (now: Date | number, minutes: number) =>
  new Date(new Date(now).getTime() - minutes * MINUTE_MS).toISOString();

export function liveProvenance(
  now: Date | number,
  overrides: Partial<Provenance> = {},
): Provenance {
  return {
    state: 'live',
    provider: 'bamboohr',
    integrationId: 7,
    syncedAt: minutesBefore(now, 4),
    lastAttemptAt: minutesBefore(now, 4),
    cause: null,
    missingFields: [],
    recordCount: null,
    ...overrides,
  };
}

export function partialProvenance(now: Date | number): Provenance {
  return liveProvenance(now, { state: 'partial', missingFields: ['hireDate', 'department'] });
}

export const STALE_CAUSE = 'BambooHR rejected the API key (HTTP 401)';

export function staleProvenance(now: Date | number): Provenance {
  return liveProvenance(now, {
    state: 'stale',
    syncedAt: minutesBefore(now, 3 * 24 * 60),
    lastAttemptAt: minutesBefore(now, 120),
    cause: STALE_CAUSE,
  });
}

/** Every feed the sample, but those given. */
export function dataSourcesAnswer(feeds: Partial<DataSourcesResponse> = {}): DataSourcesResponse {
  return {
    team: SAMPLE_PROVENANCE,
    hrisInsights: SAMPLE_PROVENANCE,
    headcount: SAMPLE_PROVENANCE,
    openings: SAMPLE_PROVENANCE,
    recruiting: SAMPLE_PROVENANCE,
    goals: SAMPLE_PROVENANCE,
    okrs: SAMPLE_PROVENANCE,
    ...feeds,
  };
}

/** The HRIS feeds from one live BambooHR sync of 60 people, the ATS's from Greenhouse. */
export function allLive(now: Date | number): DataSourcesResponse {
  const live = liveProvenance(now);
  const ats = liveProvenance(now, { provider: 'greenhouse', integrationId: 8 });
  return {
    team: liveProvenance(now, { recordCount: 60 }),
    hrisInsights: live,
    headcount: live,
    openings: ats,
    recruiting: ats,
    goals: live,
    okrs: live,
  };
}
