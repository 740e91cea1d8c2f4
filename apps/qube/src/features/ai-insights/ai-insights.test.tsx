import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aiPanelActions } from '../../data/overview';
import { sampleSignals } from '../../data/signals';
import { AiInsights } from './ai-insights';

/** The day the sample's dates are worded from. */
const SAMPLE_DAY = new Date(2026, 10, 27);
const SIGNALS = sampleSignals(SAMPLE_DAY);
const AI_PANEL_ACTIONS = aiPanelActions(SAMPLE_DAY);

async function openPanel() {
  const user = userEvent.setup();
  await renderPage(<AiInsights signals={SIGNALS} actions={AI_PANEL_ACTIONS} />, { path: '/qube' });
  const button = await screen.findByRole('button', { name: 'AI Insights' });
  await user.click(button);
  const panel = await screen.findByRole('dialog', { name: 'AI Insights' });
  return { user, button, panel };
}

describe('AiInsights', () => {
  it('opens a side panel with the AI summary of the signals', async () => {
    const { panel } = await openPanel();
    const summary = within(panel).getByRole('region', { name: 'AI Summary' });
    // 3 of the 9 sample signals are High; their confidences average 0.814.
    expect(summary).toHaveTextContent(
      '3 of 9 signals are high priority, with an average confidence of 81%.',
    );
    expect(within(panel).getByRole('region', { name: 'Recommended actions' })).toHaveTextContent(
      'Approve a retention plan for Northwind',
    );
    expect(within(panel).getByRole('link', { name: 'Open AI Signals' })).toHaveAttribute(
      'href',
      '/qube/signals',
    );
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user, button } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes with the X', async () => {
    const { user, button } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Close AI Insights' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click on the overlay', async () => {
    const { user } = await openPanel();
    const overlay = document.querySelector<HTMLElement>('[data-ui="dialog-overlay"]');
    await user.click(overlay as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user, panel } = await openPanel();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('says the summary and the actions are samples, and what would feed them', async () => {
    const { panel } = await openPanel();
    expectSampleDataBadge(
      within(panel).getByRole('region', { name: 'AI Summary' }),
      'your CRM, product analytics, HRIS, finance system and market feeds',
    );
  });
});
