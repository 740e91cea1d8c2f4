import { ZSignalCategory, ZSignalPriority } from '@q/schemas/enums';
import { describe, expect, it } from 'vitest';
import {
  parseSignalsSearch,
  SIGNAL_CATEGORIES,
  SIGNAL_FILTER_DEFAULTS,
  SIGNAL_PRIORITIES,
} from './signals-search';

describe('signal filter vocabularies', () => {
  it('list every category and priority of the schema, once', () => {
    expect([...SIGNAL_CATEGORIES].sort()).toEqual([...ZSignalCategory.options].sort());
    expect([...SIGNAL_PRIORITIES]).toEqual(ZSignalPriority.options);
  });
});

describe('parseSignalsSearch', () => {
  it('reads empty search params as the defaults', () => {
    expect(parseSignalsSearch({})).toEqual(SIGNAL_FILTER_DEFAULTS);
    expect(SIGNAL_FILTER_DEFAULTS).toEqual({ q: '', category: 'All', priority: 'All' });
  });

  it('keeps valid values', () => {
    expect(
      parseSignalsSearch({ q: 'churn', category: 'People Operations', priority: 'High' }),
    ).toEqual({ q: 'churn', category: 'People Operations', priority: 'High' });
  });

  it("falls back to 'All' for an unknown category or priority, keeping the rest", () => {
    expect(parseSignalsSearch({ q: 'churn', category: 'Weather', priority: 'high' })).toEqual({
      q: 'churn',
      category: 'All',
      priority: 'All',
    });
    expect(parseSignalsSearch({ category: 42, priority: ['High'] })).toEqual(
      SIGNAL_FILTER_DEFAULTS,
    );
  });

  it('reads a number as search text and drops a search that is not text or too long', () => {
    expect(parseSignalsSearch({ q: 2025 }).q).toBe('2025');
    expect(parseSignalsSearch({ q: { nested: true } }).q).toBe('');
    expect(parseSignalsSearch({ q: 'x'.repeat(200) }).q).toHaveLength(200);
    expect(parseSignalsSearch({ q: 'x'.repeat(201) }).q).toBe('');
  });
});
