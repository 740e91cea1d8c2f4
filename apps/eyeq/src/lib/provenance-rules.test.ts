import { describe, expect, it } from 'vitest';
import { liveProvenance } from './own-data-fixtures';
import { computedBadgeText, providerName, syncedAtText } from './provenance-rules';

describe('computedBadgeText', () => {
  it('live: the source and the sync’s time in UTC, explained as computed from one’s own record', () => {
    expect(computedBadgeText(liveProvenance())).toEqual({
      state: 'live',
      text: 'Live · BambooHR · synced Nov 27, 2026, 20:09 UTC',
      variant: 'success',
      explanation: 'Computed from your own record in BambooHR.',
    });
  });

  it('partial: names the fields the source left out', () => {
    const badge = computedBadgeText({
      ...liveProvenance('workday'),
      state: 'partial',
      missingFields: ['people.hireDate'],
    });
    expect(badge.text).toBe('Partial · Workday · synced Nov 27, 2026, 20:09 UTC');
    expect(badge.variant).toBe('warning');
    expect(badge.explanation).toBe(
      'Computed from your own record in Workday. Missing from Workday: people.hireDate.',
    );
  });

  it('stale: says the last sync failed, and why', () => {
    const badge = computedBadgeText({
      ...liveProvenance(),
      state: 'stale',
      cause: 'The endpoint rejected the API key (HTTP 401).',
    });
    expect(badge).toMatchObject({ state: 'stale', text: 'Stale · last sync failed' });
    expect(badge.variant).toBe('danger');
    expect(badge.explanation).toBe(
      'Computed from your own record in BambooHR. The endpoint rejected the API key (HTTP 401). Last synced Nov 27, 2026, 20:09 UTC.',
    );
  });

  it('without a provider or a time: says what it can', () => {
    expect(computedBadgeText({ ...liveProvenance(), provider: null, syncedAt: null }).text).toBe(
      'Live · your HRIS',
    );
    expect(providerName({ ...liveProvenance(), provider: null })).toBe('your HRIS');
  });
});

describe('syncedAtText', () => {
  it('is the day and the UTC time, the same on every screen', () => {
    expect(syncedAtText('2026-01-02T03:04:05.000Z')).toBe('Jan 2, 2026, 03:04 UTC');
  });
});
