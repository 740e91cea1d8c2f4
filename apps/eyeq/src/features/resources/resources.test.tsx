import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { personalDashboard } from '../../data/personal';
import { Resources } from './resources';

/** The day the sample's dates are counted from. */
const PERSONAL_DASHBOARD = personalDashboard(new Date(2026, 10, 23));

describe('Resources', () => {
  it('shows the HR contact with a mail link and the three lists', async () => {
    await renderPage(<Resources resources={PERSONAL_DASHBOARD.resources} />);
    const card = await screen.findByRole('region', { name: 'Resources & Support' });
    expect(card).toHaveTextContent('Dana Whitfield');
    expect(screen.getByRole('link', { name: 'people@acme.example' })).toHaveAttribute(
      'href',
      'mailto:people@acme.example',
    );
    const lists: ReadonlyArray<readonly [string, string]> = [
      ['Tech resources', 'Engineering handbook'],
      ['Development tools', 'Learning platform'],
      ['Support systems', 'Employee assistance program'],
    ];
    for (const [title, item] of lists) {
      const section = screen.getByRole('heading', { name: title }).parentElement as HTMLElement;
      expect(within(section).getByText(item)).toBeInTheDocument();
    }
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<Resources resources={PERSONAL_DASHBOARD.resources} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Resources & Support' }),
      'your HRIS and intranet',
    );
  });
});
