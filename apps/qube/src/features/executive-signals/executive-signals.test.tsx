import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXECUTIVE_SIGNALS } from '../../data/overview';
import { ExecutiveSignals } from './executive-signals';

describe('ExecutiveSignals', () => {
  it('lists each signal with impact, urgency and recommendation in words', async () => {
    await renderPage(<ExecutiveSignals signals={EXECUTIVE_SIGNALS} />);
    const card = await screen.findByRole('region', { name: 'Executive Signals' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('High impact');
    expect(items[0]).toHaveTextContent('Immediate');
    expect(items[0]).toHaveTextContent(
      'Recommendation: Hold an executive sponsor call with Northwind this week.',
    );
    expect(within(card).getByRole('link', { name: 'All AI signals' })).toHaveAttribute(
      'href',
      '/qube/signals',
    );
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<ExecutiveSignals signals={EXECUTIVE_SIGNALS} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: 'Executive Signals' }),
      'your CRM, product analytics and market feeds',
    );
  });
});
