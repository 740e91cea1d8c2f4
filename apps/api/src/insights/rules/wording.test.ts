import { describe, expect, it } from 'vitest';
import { cleanText, countOf, displayName, listOf, percentText, shortText } from './wording.js';

describe('wording', () => {
  it('cleans control characters and runs of spaces', () => {
    expect(cleanText(' Ana\u0000 \n Ruiz\u0007\u009b ')).toBe('Ana Ruiz');
    expect(cleanText(null)).toBe('');
  });

  it('cuts long text to the length, ellipsis included, without splitting a character', () => {
    expect(shortText('abcdef', 6)).toBe('abcdef');
    expect(shortText('abcdefg', 6)).toBe('abcde…');
    expect(shortText('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('falls back to the source id for an empty name', () => {
    expect(displayName('  ', 'p1')).toBe('p1');
    expect(displayName('Ana', 'p1')).toBe('Ana');
  });

  it('counts and lists', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
    expect(countOf(2, 'day')).toBe('2 days');
    expect(listOf([])).toBe('');
    expect(listOf(['Ana'])).toBe('Ana');
    expect(listOf(['Ana', 'Bo'])).toBe('Ana and Bo');
    expect(listOf(['Ana', 'Bo', 'Cy'])).toBe('Ana, Bo and Cy');
    expect(percentText(3 / 7)).toBe('43%');
  });
});
