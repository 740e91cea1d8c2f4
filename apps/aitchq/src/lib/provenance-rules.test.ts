import { SAMPLE_PROVENANCE } from '@q/schemas/sync';
import { describe, expect, it } from 'vitest';
import {
  liveProvenance,
  partialProvenance,
  STALE_CAUSE,
  staleProvenance,
} from './provenance-fixtures';
import { provenanceLabel, SETTINGS_HINT, withSourceStateLabel } from './provenance-rules';

const NOW = new Date('2026-01-02T12:00:00.000Z');

describe('provenanceLabel', () => {
  it("says 'Sample data' for the seeded figures, plainly", () => {
    expect(provenanceLabel(SAMPLE_PROVENANCE, NOW)).toEqual({
      state: 'sample',
      text: 'Sample data',
      parts: ['Sample data'],
      variant: 'neutral',
      detail: null,
      linksToSettings: false,
    });
  });

  it('names the provider and how long ago it synced for live figures', () => {
    const label = provenanceLabel(liveProvenance(NOW), NOW);
    expect(label.text).toBe('Live · BambooHR · synced 4 min ago');
    expect(label.variant).toBe('success');
    expect(label.detail).toBeNull();
    expect(label.linksToSettings).toBe(false);
  });

  it('moves the freshness on at the unit boundaries', () => {
    const at = (syncedAt: string) => provenanceLabel(liveProvenance(NOW, { syncedAt }), NOW).text;
    expect(at('2026-01-02T11:59:00.001Z')).toBe('Live · BambooHR · synced just now');
    expect(at('2026-01-02T11:59:00.000Z')).toBe('Live · BambooHR · synced 1 min ago');
    expect(at('2026-01-02T11:00:00.001Z')).toBe('Live · BambooHR · synced 59 min ago');
    expect(at('2026-01-02T11:00:00.000Z')).toBe('Live · BambooHR · synced 1 h ago');
    expect(at('2026-01-01T12:00:00.000Z')).toBe('Live · BambooHR · synced 1 day ago');
  });

  it('leaves out what the answer does not say', () => {
    expect(provenanceLabel(liveProvenance(NOW, { provider: null, syncedAt: null }), NOW).text).toBe(
      'Live',
    );
  });

  it('names the missing fields of a partial sync', () => {
    const label = provenanceLabel(partialProvenance(NOW), NOW);
    expect(label.text).toBe('Partial · BambooHR · synced 4 min ago');
    expect(label.variant).toBe('warning');
    expect(label.detail).toBe('Missing from BambooHR: hireDate, department');
    expect(label.linksToSettings).toBe(true);
  });

  it('says a partial sync left fields out even when the answer does not name them', () => {
    const partial = (overrides: Parameters<typeof liveProvenance>[1]) =>
      provenanceLabel(liveProvenance(NOW, { state: 'partial', ...overrides }), NOW).detail;
    expect(partial({ provider: null, missingFields: ['hireDate'] })).toBe('Missing: hireDate');
    expect(partial({ missingFields: [] })).toBe('Some fields were left out of the last sync.');
  });

  it('says when the last sync failed and why, and leads to Settings', () => {
    const label = provenanceLabel(staleProvenance(NOW), NOW);
    expect(label.text).toBe('Stale · last sync failed 2 h ago');
    expect(label.variant).toBe('danger');
    expect(label.detail).toBe(STALE_CAUSE);
    expect(label.linksToSettings).toBe(true);
    expect(SETTINGS_HINT).toMatch(/System Settings/);
  });

  it('says the last sync failed without a time or cause when the answer has none', () => {
    const label = provenanceLabel(
      liveProvenance(NOW, { state: 'stale', syncedAt: null, lastAttemptAt: null, cause: ' ' }),
      NOW,
    );
    expect(label.text).toBe('Stale · last sync failed');
    expect(label.detail).toBe('The last sync failed.');
  });
});

describe('withSourceStateLabel', () => {
  it("keeps the documented 'Live' first and adds the freshness after it, once", () => {
    const label = (provenance: Parameters<typeof provenanceLabel>[0]) =>
      withSourceStateLabel('Live', provenanceLabel(provenance, NOW)).text;
    expect(label(liveProvenance(NOW, { provider: 'workday' }))).toBe(
      'Live · Workday · synced 4 min ago',
    );
    expect(label(partialProvenance(NOW))).toBe('Live · Partial · BambooHR · synced 4 min ago');
    expect(label(staleProvenance(NOW))).toBe('Live · Stale · last sync failed 2 h ago');
  });

  it('keeps the detail and the way to Settings', () => {
    const label = withSourceStateLabel('Live', provenanceLabel(staleProvenance(NOW), NOW));
    expect(label.detail).toBe(STALE_CAUSE);
    expect(label.linksToSettings).toBe(true);
    expect(label.parts).toEqual(['Live', 'Stale', 'last sync failed 2 h ago']);
  });
});
