import { CONTACT_ADDRESSES } from '@q/ui';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { PricingPage } from './pricing-page';

describe('PricingPage', () => {
  it('announces pricing as coming soon', () => {
    renderWithTheme(<PricingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('lists Individual, Team (Most Popular) and Enterprise, each with features and a masked price', () => {
    renderWithTheme(<PricingPage />);
    const tiers = screen.getAllByRole('article');
    expect(tiers.map((tier) => within(tier).getByRole('heading').textContent)).toEqual([
      'Individual',
      'Team',
      'Enterprise',
    ]);
    for (const tier of tiers) {
      const name = within(tier).getByRole('heading').textContent;
      expect(within(tier).getByText('Price to be announced')).toBeInTheDocument();
      expect(tier).not.toHaveTextContent(/\$\d/);
      expect(
        within(within(tier).getByRole('list', { name: `${name} features` })).getAllByRole(
          'listitem',
        ).length,
      ).toBeGreaterThanOrEqual(3);
      expect(within(tier).queryByText('Most Popular') !== null).toBe(name === 'Team');
    }
  });

  it('asks for early access pricing by mail', () => {
    renderWithTheme(<PricingPage />);
    expect(screen.getByRole('link', { name: 'Get Early Access Pricing' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${CONTACT_ADDRESSES.pricing}\\?subject=`)),
    );
  });
});
