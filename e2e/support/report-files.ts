import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reading the files of 'Export Report': a PDF's text per page, a zip's files, CSV rows. */

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfContent {
  /** Each page's text, its pieces joined by single spaces. */
  pages: string[];
  /** Each page's size in points: [width, height]. */
  sizes: Array<[number, number]>;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: STANDARD_FONTS })
    .promise;
  const content: PdfContent = { pages: [], sizes: [] };
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const { items } = await page.getTextContent();
    content.pages.push(
      items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    const [, , width = 0, height = 0] = page.view;
    content.sizes.push([Math.round(width), Math.round(height)]);
  }
  await pdf.destroy();
  return content;
}

/** The files of a zip, by name, as bytes. */
export function readZip(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

/** UTF-8 text with its byte order mark kept, so a test can see that it is there. */
export function utf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF) as rows of fields; the BOM left out. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (isQuoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The page's minus sign (U+2212) as the PDF's standard fonts write it. */
export const asPdfText = (text: string) => text.replaceAll('\u2212', '-');
