import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { Strategy } from './strategy';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('Strategy', () => {
  it('shows the vision, the quarterly focus, the alignment and its score', async () => {
    await renderPage(<Strategy strategy={PERSONAL_DASHBOARD.strategy} />);
    const card = await screen.findByRole('region', { name: 'Strategy & Direction' });
    expect(card).toHaveTextContent(PERSONAL_DASHBOARD.strategy.vision);
    for (const focus of ['Platform reliability', 'Search quality', 'Developer experience']) {
      expect(within(card).getByText(focus)).toBeInTheDocument();
    }
    expect(card).toHaveTextContent('Ship the search redesignsupportsGrow weekly engagement');
    expect(
      screen.getByRole('progressbar', { name: 'Alignment with company objectives' }),
    ).toHaveAttribute('aria-valuenow', '85');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<Strategy strategy={PERSONAL_DASHBOARD.strategy} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Strategy & Direction' }),
      'Workday or your OKR tool',
    );
  });
});
