import { describe, expect, it } from 'vitest';
import { dataSourcesAnswer, liveProvenance } from '../../lib/provenance-fixtures';
import {
  hasTwoSources,
  headcountHint,
  missingFiguresText,
  teamCapacityPercent,
} from './headcount-rules';

describe('headcountHint', () => {
  it('warns only when open exceeds hired', () => {
    expect(headcountHint({ hired: 10, open: 11 })).toEqual({
      tone: 'warning',
      text: 'Open positions exceed current headcount',
    });
    expect(headcountHint({ hired: 10, open: 10 })?.tone).toBe('good');
    expect(headcountHint({ hired: 10, open: 9 })?.text).toBe('Hiring velocity looks healthy');
    expect(headcountHint({ hired: 0, open: 0 })?.tone).toBe('good');
  });

  it('draws no verdict from a figure no source gives', () => {
    expect(headcountHint({ hired: 10, open: null })).toBeNull();
    expect(headcountHint({ hired: null, open: 3 })).toBeNull();
  });
});

describe('teamCapacityPercent', () => {
  it('reads the numeric string', () => {
    expect(teamCapacityPercent('87.5')).toBe(87.5);
    expect(teamCapacityPercent('0')).toBe(0);
    expect(teamCapacityPercent('abc')).toBe(0);
    expect(teamCapacityPercent(null)).toBeNull();
  });
});

describe('missingFiguresText', () => {
  const all = { hired: 4, open: 2, planned: 7, teamCapacity: '57.14' };
  it('names the source a missing figure needs', () => {
    expect(missingFiguresText(all)).toBeNull();
    expect(missingFiguresText({ ...all, open: null, planned: null, teamCapacity: null })).toBe(
      'Open, planned and capacity need your ATS connected and enabled.',
    );
    expect(missingFiguresText({ ...all, hired: null, planned: null, teamCapacity: null })).toBe(
      'Hired, planned and capacity need your HRIS connected and enabled.',
    );
  });
});

describe('hasTwoSources', () => {
  const NOW = new Date('2026-01-02T12:00:00.000Z');
  const hris = liveProvenance(NOW);
  const ats = liveProvenance(NOW, { provider: 'greenhouse', integrationId: 8 });
  const sample = dataSourcesAnswer().openings;
  it('is true only when hired and openings come from two connected sources', () => {
    expect(hasTwoSources(hris, ats)).toBe(true);
    expect(hasTwoSources(hris, { ...ats, state: 'stale' })).toBe(true);
    expect(hasTwoSources(hris, sample)).toBe(false);
    expect(hasTwoSources(sample, sample)).toBe(false);
    expect(hasTwoSources(ats, ats)).toBe(false);
    expect(hasTwoSources(undefined, ats)).toBe(false);
  });
});
