import { expect, type Page } from '@playwright/test';

/**
 * Waits until every section of the manager dashboard is on the page: after the first screen they
 * arrive a section at a time, so a test that scans or tours the whole page waits for the last
 * section and the assistant first.
 */
export async function waitForWholeDashboard(page: Page): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 2, name: 'Systems & Financial Overview' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Open AI assistant/ })).toBeVisible();
}
