import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import { BudgetCard } from './budget-card';

const LINES = [
  { id: 1, category: 'Cloud', budgeted: '10000.00', actual: '9500.00', utilization: '95.00' },
  { id: 2, category: 'Training', budgeted: '5000', actual: '2000', utilization: '40' },
];

describe('BudgetCard', () => {
  it('shows a loading placeholder and the fixed period text', async () => {
    stubServer({ '/api/budget-tracker': never });
    await renderPage(<BudgetCard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading budget');
    expect(screen.getByText('Q4 · 3 months left')).toBeInTheDocument();
    expect(screen.getByText('On Track')).toBeInTheDocument();
  });

  it('shows the remaining budget and each line with its band in words', async () => {
    stubServer({ '/api/budget-tracker': LINES });
    await renderPage(<BudgetCard />);
    expect(await screen.findByText('$3,500')).toBeInTheDocument();
    expect(screen.getByText('95% used · Near limit')).toBeInTheDocument();
    expect(screen.getByText('40% used · Healthy')).toBeInTheDocument();
    expect(screen.getByText('$9,500 of $10,000')).toBeInTheDocument();
  });

  it('says when there are no lines', async () => {
    stubServer({ '/api/budget-tracker': [] });
    await renderPage(<BudgetCard />);
    expect(await screen.findByText('No budget data available')).toBeInTheDocument();
  });

  it('says when it cannot be loaded', async () => {
    stubServer({ '/api/budget-tracker': failure() });
    await renderPage(<BudgetCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load the budget');
  });

  it('says its figures are samples beside the documented fixed text, and what would feed them', async () => {
    stubServer({ '/api/budget-tracker': LINES });
    await renderPage(<BudgetCard />);
    const card = await screen.findByRole('region', { name: 'Budget vs Actual Tracker' });
    expect(screen.getByText('On Track')).toBeInTheDocument();
    expectSampleDataBadge(card, 'your finance system');
  });
});
