import { describe, expect, it } from 'vitest';
import { SIGNAL_FILTER_DEFAULTS, type SignalFilters } from '../../lib/signals-search';
import { filterSignals, hasActiveFilters, visibleTags } from './filter-signals';

const signals = [
  {
    id: 'a',
    title: 'Competitor cut pricing',
    summary: 'Northbeam lowered its price.',
    category: 'Market Intelligence',
    priority: 'High',
    source: 'Churn Radar',
  },
  {
    id: 'b',
    title: 'Usage fell at Northwind',
    summary: 'Weekly users dropped before the renewal; CHURN risk.',
    category: 'Sales Performance',
    priority: 'High',
    source: 'Salesforce',
  },
  {
    id: 'c',
    title: 'Win rate rose',
    summary: 'Demos in the first call win more.',
    category: 'Sales',
    priority: 'Medium',
    source: 'Gong',
  },
  {
    id: 'd',
    title: 'Cloud spend over budget',
    summary: 'Pipelines grew.',
    category: 'Finance',
    priority: 'Low',
    source: 'NetSuite',
  },
] as const;

const ids = (filters: Partial<SignalFilters>) =>
  filterSignals(signals, { ...SIGNAL_FILTER_DEFAULTS, ...filters }).map((signal) => signal.id);

describe('filterSignals', () => {
  it("lets everything through with an empty search and 'All' filters", () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ q: '   ' })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches title and summary, case-insensitively', () => {
    expect(ids({ q: 'northwind' })).toEqual(['b']);
    expect(ids({ q: 'churn' })).toEqual(['b']);
    expect(ids({ q: 'NORTH' })).toEqual(['a', 'b']);
    expect(ids({ q: '  pricing ' })).toEqual(['a']);
  });

  it('does not search other fields', () => {
    expect(ids({ q: 'Salesforce' })).toEqual([]);
    expect(ids({ q: 'Finance' })).toEqual([]);
  });

  it('filters by exact category, telling Sales from Sales Performance', () => {
    expect(ids({ category: 'Sales' })).toEqual(['c']);
    expect(ids({ category: 'Sales Performance' })).toEqual(['b']);
    expect(ids({ category: 'People Operations' })).toEqual([]);
  });

  it('filters by priority', () => {
    expect(ids({ priority: 'High' })).toEqual(['a', 'b']);
    expect(ids({ priority: 'Medium' })).toEqual(['c']);
    expect(ids({ priority: 'Low' })).toEqual(['d']);
  });

  it('combines search, category and priority', () => {
    expect(ids({ q: 'north', priority: 'High', category: 'Sales Performance' })).toEqual(['b']);
    expect(ids({ q: 'north', priority: 'Medium' })).toEqual([]);
    expect(ids({ category: 'Sales', priority: 'High' })).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the defaults and a blank search, true for any narrowing', () => {
    expect(hasActiveFilters(SIGNAL_FILTER_DEFAULTS)).toBe(false);
    expect(hasActiveFilters({ ...SIGNAL_FILTER_DEFAULTS, q: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...SIGNAL_FILTER_DEFAULTS, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...SIGNAL_FILTER_DEFAULTS, category: 'Finance' })).toBe(true);
    expect(hasActiveFilters({ ...SIGNAL_FILTER_DEFAULTS, priority: 'Low' })).toBe(true);
  });
});

describe('visibleTags', () => {
  it('shows 2 and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], hiddenCount: 2 });
    expect(visibleTags(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hiddenCount: 1 });
  });

  it('shows all when there are no more than the limit', () => {
    expect(visibleTags(['a', 'b'], 2)).toEqual({ shown: ['a', 'b'], hiddenCount: 0 });
    expect(visibleTags(['a'], 2)).toEqual({ shown: ['a'], hiddenCount: 0 });
    expect(visibleTags([], 2)).toEqual({ shown: [], hiddenCount: 0 });
  });
});
