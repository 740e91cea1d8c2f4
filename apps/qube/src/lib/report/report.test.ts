import { describe, expect, it } from 'vitest';
import { displayText, exportFileName, plainValue, type Report, slug } from './report';

describe('displayText and plainValue', () => {
  it('shows a number through its format, as the page does; the CSV keeps the number', () => {
    const money = (value: number) => `$${value / 1_000_000}M`;
    expect(displayText(28_500_000, money)).toBe('$28.5M');
    expect(displayText(7)).toBe('7');
    expect(displayText({ value: 1.8, text: '1.8 years' }, money)).toBe('1.8 years');
    expect(plainValue({ value: 1.8, text: '1.8 years' })).toBe(1.8);
    expect(plainValue(12)).toBe(12);
  });

  it('shows dates in ISO form and nothing for no value', () => {
    expect(displayText(new Date('2025-03-01T00:00:00Z'))).toBe('2025-03-01');
    expect(displayText(null)).toBe('');
  });
});

describe('exportFileName', () => {
  const report: Report = {
    title: 'OKRs',
    isSample: true,
    filters: [{ label: 'View', value: 'Functions' }],
    sections: [],
  };

  it('names app, page, view and date', () => {
    expect(exportFileName(report, new Date('2025-06-01T23:59:00Z'), 'pdf')).toBe(
      'qube-okrs-functions-2025-06-01.pdf',
    );
    expect(
      exportFileName(
        { ...report, title: 'Finance', filters: [] },
        new Date('2025-06-01T00:00:00Z'),
        'zip',
      ),
    ).toBe('qube-finance-2025-06-01.zip');
  });

  it('slugs text to lower-case words joined by hyphens', () => {
    expect(slug('Sales & Marketing')).toBe('sales-marketing');
    expect(slug('  FY25 Objectives! ')).toBe('fy25-objectives');
  });
});
