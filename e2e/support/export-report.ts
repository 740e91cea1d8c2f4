import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

/**
 * Qube's 'Export Report' as a user works it: the end-to-end suite checks the files it makes,
 * the export benchmark times them. Imports nothing that reads the files (no PDF library).
 */

export type ExportChoice = 'PDF (A4)' | 'PDF (US Letter)' | 'CSV';

/** Picks a format in the page's Export Report menu; the file it downloads, and its bytes. */
export async function exportReport(
  page: Page,
  choice: ExportChoice,
): Promise<{ download: Download; bytes: Uint8Array }> {
  await page.getByRole('button', { name: 'Export Report' }).click();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(`^${choice.replace(/[()]/g, '\\$&')} `) })
    .click();
  const download = await downloading;
  return { download, bytes: new Uint8Array(await readFile(await download.path())) };
}
