import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { revenueForecast } from '../../data/overview';
import { RevenueForecast } from './forecast';

/** The day the sample's months are named from: in October, Jul–Sep recorded, Oct–Dec projected. */
const SAMPLE_DAY = new Date(2025, 9, 15);
const REVENUE_FORECAST = revenueForecast(SAMPLE_DAY);

describe('RevenueForecast', () => {
  it('shows the outlook, a chart with its text alternative, and the numbers as a table', async () => {
    await renderPage(<RevenueForecast forecast={REVENUE_FORECAST} />);
    const card = await screen.findByRole('region', { name: '90-Day Forecast' });
    expect(card).toHaveTextContent('Next 90 days$8.9M');
    expect(card).toHaveTextContent('vs last 90 days+9.8%');
    expect(card).toHaveTextContent('Confidence82%');
    expect(
      within(card).getByRole('img', { name: /projected to reach \$3\.1M in Dec/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByText('Show data table'));
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jul$2.6M———');
    expect(rows[6]).toHaveTextContent('Dec—$3.1M$2.9M$3.3M');
  });

  it('says its figures are samples, and what would feed them', async () => {
    await renderPage(<RevenueForecast forecast={REVENUE_FORECAST} />);
    expectSampleDataBadge(
      await screen.findByRole('region', { name: '90-Day Forecast' }),
      'your finance system and CRM',
    );
  });
});
