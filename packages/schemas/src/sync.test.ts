import { describe, expect, it } from 'vitest';
import { isStorableLine, isStorableText } from './common';
import { cleanProviderText, fiscalYearStartOf, providerLine } from './sync';

describe('cleanProviderText', () => {
  it('strips bidirectional controls and other invisible format characters', () => {
    expect(cleanProviderText('\u202eSarah Chen\u202c')).toBe('Sarah Chen');
    expect(cleanProviderText('\u2067Sarah\u200b Chen\u2069\ufeff')).toBe('Sarah Chen');
    expect(cleanProviderText('Sa\u00adrah\u2060 Chen\u061c\u180e')).toBe('Sarah Chen');
    expect(providerLine().parse('  \u202d Sarah Chen \u202c ')).toBe('Sarah Chen');
  });

  it('keeps the joiners and flags the storable-text rule keeps, and what it cleaned before', () => {
    expect(cleanProviderText('Ada 👩\u200d💻')).toBe('Ada 👩\u200d💻');
    expect(cleanProviderText('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(cleanProviderText('a\u0000b\u202e\tc')).toBe('ab c');
    expect(cleanProviderText('x\ud800\u200by')).toBe('x\ufffdy');
    expect(cleanProviderText('line\u2066\nbreak', false)).toBe('line\nbreak');
  });

  it('always answers storable text', () => {
    for (const text of [
      '\u200d\u200d',
      '👩\u200d\u0000💻',
      'a\u200d\u202eb',
      '\u{e0041}🏴\u{e0067}',
    ]) {
      expect(isStorableLine(cleanProviderText(text)), JSON.stringify(text)).toBe(true);
      expect(isStorableText(cleanProviderText(text, false)), JSON.stringify(text)).toBe(true);
    }
  });
});

describe('fiscalYearStartOf', () => {
  it('is the first month of the fiscal year a month belongs to', () => {
    expect(fiscalYearStartOf('2026-09', 4)).toBe('2026-04');
    expect(fiscalYearStartOf('2026-04', 4)).toBe('2026-04');
    expect(fiscalYearStartOf('2026-03', 4)).toBe('2025-04');
    expect(fiscalYearStartOf('2026-12', 1)).toBe('2026-01');
    expect(fiscalYearStartOf('2027-01', 12)).toBe('2026-12');
  });
});
