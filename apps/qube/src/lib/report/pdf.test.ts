import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generatedStamp, renderReportPdf } from './pdf';
import type { Report } from './report';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const ROWS = 120;
const GENERATED_AT = new Date('2025-06-01T14:03:27Z');

const REPORT: Report = {
  title: 'Finance',
  description: 'Financial performance against budget.',
  isSample: false,
  filters: [{ label: 'View', value: 'Functions' }],
  sections: [
    {
      title: 'Financial Summary',
      figures: [
        {
          label: 'Revenue',
          value: { value: 24_800_000, text: '$24.8M' },
          hint: '\u22120.8% vs budget',
        },
        { label: 'Runway', value: 13.6, format: (value) => `${value} months` },
      ],
      chart: {
        kind: 'bar',
        title: 'Budget vs actuals',
        labels: ['Engineering', 'Sales'],
        series: [
          { label: 'Budget', values: [14, 11.5], tone: 'neutral' },
          { label: 'Actual', values: [14.6, 13.2], tone: 'primary' },
        ],
        format: (value) => `$${value}M`,
      },
    },
    {
      title: 'Cash Runway',
      chart: {
        kind: 'line',
        title: 'Projected cash balance',
        labels: ['Now', '+2 mo', '+4 mo'],
        series: [{ label: 'Cash', values: [28.5, 24.3, 20.1], tone: 'primary' }],
        format: (value) => `$${value}M`,
      },
      tables: [
        {
          id: 'ledger',
          title: 'Ledger',
          columns: [
            { label: 'Entry' },
            { label: 'Amount', unit: 'USD', format: (value) => `$${value}` },
          ],
          rows: Array.from({ length: ROWS }, (_, index) => [`Entry ${index + 1}`, index * 100]),
        },
      ],
    },
  ],
};

async function openPdf(bytes: ArrayBuffer) {
  // pdf.js takes the buffer over: it gets a copy.
  return getDocument({ data: new Uint8Array(bytes.slice(0)), standardFontDataUrl: STANDARD_FONTS })
    .promise;
}

/** The text of each page, its pieces joined by spaces. */
async function pageTexts(bytes: ArrayBuffer): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return texts;
}

describe('renderReportPdf', () => {
  it('opens with the title, the date and the view, and numbers every page', async () => {
    const { bytes, pages } = renderReportPdf(REPORT, 'a4', GENERATED_AT);
    const texts = await pageTexts(bytes);
    expect(texts).toHaveLength(pages);
    expect(pages).toBeGreaterThan(2);
    expect(texts[0]).toContain('Finance');
    expect(texts[0]).toContain('Generated 2025-06-01 14:03 UTC');
    expect(texts[0]).toContain('View: Functions');
    texts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages}`);
    });
  });

  it('says under the title that sample figures are samples, and only then', async () => {
    const sample = await pageTexts(
      renderReportPdf({ ...REPORT, isSample: true }, 'a4', GENERATED_AT).bytes,
    );
    expect(sample[0]).toContain(
      'Financial performance against budget. Sample data — illustrative figures, not from a connected source Generated',
    );
    expect(sample.slice(1).join(' ')).not.toContain('Sample data');
    const connected = await pageTexts(renderReportPdf(REPORT, 'a4', GENERATED_AT).bytes);
    expect(connected.join(' ')).not.toContain('Sample data');
  });

  it('splits a long table across pages, with its header row at the top of each', async () => {
    const { bytes } = renderReportPdf(REPORT, 'a4', GENERATED_AT);
    const texts = await pageTexts(bytes);
    const withRows = texts.filter((text) => /Entry \d+/.test(text));
    expect(withRows.length).toBeGreaterThan(1);
    for (const text of withRows) {
      expect(text.indexOf('Entry Amount')).toBeLessThan(text.search(/Entry \d+/));
    }
    const all = texts.join(' ');
    for (let row = 1; row <= ROWS; row += 1) {
      expect(all.match(new RegExp(`Entry ${row} \\$`, 'g'))).toHaveLength(1);
    }
  });

  it('writes the figures as the page shows them, the minus sign as a hyphen-minus', async () => {
    const texts = await pageTexts(renderReportPdf(REPORT, 'a4', GENERATED_AT).bytes);
    expect(texts[0]).toContain('Revenue $24.8M -0.8% vs budget');
    expect(texts[0]).toContain('13.6 months');
  });

  it('lays out A4 and US Letter pages', async () => {
    const a4 = await (await openPdf(renderReportPdf(REPORT, 'a4', GENERATED_AT).bytes)).getPage(1);
    const letter = await (
      await openPdf(renderReportPdf(REPORT, 'letter', GENERATED_AT).bytes)
    ).getPage(1);
    expect(a4.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(letter.view).toEqual([0, 0, 612, 792]);
  });

  it('draws the charts as vector shapes, with no picture in the file', async () => {
    const { bytes } = renderReportPdf(REPORT, 'a4', GENERATED_AT);
    const page = await (await openPdf(bytes)).getPage(1);
    const { fnArray } = await page.getOperatorList();
    const images = [OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject];
    expect(fnArray.filter((op) => images.includes(op))).toEqual([]);
    expect(fnArray.filter((op) => op === OPS.constructPath).length).toBeGreaterThan(20);
    const text = (await pageTexts(bytes))[0];
    expect(text).toContain('Budget vs actuals');
    expect(text).toContain('Projected cash balance');
  });

  it('stamps the moment in ISO form, to the minute, in UTC', () => {
    expect(generatedStamp(GENERATED_AT)).toBe('2025-06-01 14:03 UTC');
  });
});
