import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('pdfText', () => {
  it('keeps what the standard fonts can write: Latin-1 and the Windows-1252 extras', () => {
    const text = 'Gross Margin 72.4% · In the healthy range (60–85%) — “Q” €5 café';
    expect(pdfText(text)).toBe(text);
  });

  it('writes the true minus sign as a hyphen-minus, and the few other known signs near alike', () => {
    expect(pdfText('\u22120.8% vs budget')).toBe('-0.8% vs budget');
    expect(pdfText('\u2265 80')).toBe('>= 80');
    expect(pdfText('1\u202F000')).toBe('1 000');
  });

  it('writes an unknown character as a question mark', () => {
    expect(pdfText('Team 🚀')).toBe('Team ?');
  });
});
