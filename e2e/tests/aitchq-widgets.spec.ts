import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The manager dashboard's in-page widgets and the floating assistant (fixed sample data). */

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openAssistant(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open AI assistant, 3 high-priority items' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function ask(dialog: Locator, question: string) {
  const input = dialog.getByRole('textbox', { name: 'Message the assistant' });
  await input.fill(question);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  return dialog
    .getByRole('log', { name: 'Conversation' })
    .locator('[data-from="assistant"]')
    .last();
}

test('the assistant answers each keyword branch', async ({ page }) => {
  const dialog = await openAssistant(page);
  await expect(dialog).toHaveCSS('height', '600px');
  await expect(dialog.getByRole('textbox', { name: 'Message the assistant' })).toBeFocused();

  let reply = await ask(dialog, 'What is URGENT?');
  await expect(reply).toContainText('You have 3 high-priority items to handle first:');
  await expect(reply.getByRole('listitem')).toHaveCount(3);

  reply = await ask(dialog, 'Any team issues?');
  await expect(reply).toContainText('Here are 2 team and people items:');
  await expect(reply.getByRole('listitem').filter({ hasText: 'People Management' })).toHaveCount(1);
  await expect(reply.getByRole('listitem').filter({ hasText: 'HR Compliance' })).toHaveCount(1);

  reply = await ask(dialog, 'financial exposure');
  await expect(reply).toContainText('Here are 2 budget items from Finance:');
  await expect(reply.getByRole('listitem').filter({ hasText: 'Finance' })).toHaveCount(2);

  reply = await ask(dialog, 'How are the agents doing?');
  await expect(reply).toContainText('Here are 2 agent items:');
  await expect(
    reply.getByRole('listitem').filter({ hasText: /Agent (Performance|Operations)/ }),
  ).toHaveCount(2);

  reply = await ask(dialog, 'hello there');
  await expect(reply).toContainText(
    'Ask me about priorities, team issues, budget items or agent performance.',
  );

  const log = dialog.getByRole('log', { name: 'Conversation' });
  const messages = await log.locator('[data-from]').count();
  await dialog.getByRole('textbox', { name: 'Message the assistant' }).fill('   ');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(log.locator('[data-from]')).toHaveCount(messages);
});

test('the assistant minimises, expands and closes with Escape', async ({ page }) => {
  const dialog = await openAssistant(page);
  await dialog.getByRole('button', { name: 'Minimise assistant' }).click();
  await expect(dialog.getByRole('log')).toBeHidden();
  await dialog.getByRole('button', { name: 'Expand assistant' }).click();
  await expect(dialog.getByRole('log')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Open AI assistant/ })).toBeFocused();
});

test('Recommended Trainings shows five, and View All reveals the rest', async ({ page }) => {
  await page.goto('/dashboard');
  const trainings = card(page, 'Recommended Trainings');
  const titles = trainings
    .getByRole('list', { name: 'Trainings' })
    .getByRole('heading', { level: 4 });
  await expect(titles).toHaveCount(5);
  await expect(trainings.getByText('2 Due')).toBeVisible();
  await expect(trainings.getByText('3 Suggested')).toBeVisible();

  await trainings.getByRole('button', { name: 'View All Trainings (7)' }).click();
  await expect(titles).toHaveCount(7);
  await expect(trainings.getByRole('heading', { name: 'Supervising AI Agents' })).toBeVisible();
  await trainings.getByRole('button', { name: 'Show Fewer Trainings' }).click();
  await expect(titles).toHaveCount(5);
});

test('the in-page widgets show the fixed data with the documented limits', async ({ page }) => {
  await page.goto('/dashboard');
  const deliverables = page.getByRole('region', { name: 'Key Deliverables' });
  await expect(deliverables.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(deliverables.getByText('3 days overdue')).toBeVisible();
  await expect(deliverables.getByText('Due today')).toBeVisible();
  await expect(deliverables.getByText('Due tomorrow')).toBeVisible();
  await expect(deliverables.getByText('6 days left')).toBeVisible();

  await expect(card(page, 'Your Agents').getByRole('region', { name: 'Agent list' })).toBeVisible();
  const span = card(page, 'Span of Control');
  await expect(
    span.getByRole('region', { name: 'Manager to IC Ratio' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(
    span.getByRole('region', { name: 'Agent Distribution' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(
    card(page, 'Productivity Intelligence').getByText('Above 85%: the team risks burnout'),
  ).toBeVisible();
});

test('the dashboard fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Key Deliverables' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /Open AI assistant/ }).click();
  const box = await page.getByRole('dialog', { name: 'AI Assistant' }).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});

test('the sections far below the first screen are laid out only as they come near it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const systems = page.getByRole('region', { name: 'Systems & Financial Overview' });
  const title = systems.getByText('Budget vs Actual Tracker');
  // In the page, but its layout skipped for now.
  await expect(title).toHaveCount(1);
  const isRendered = () =>
    title.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await isRendered()).toBe(false);
  await systems.scrollIntoViewIfNeeded();
  await expect.poll(isRendered).toBe(true);
  await expect(title).toBeVisible();
});
