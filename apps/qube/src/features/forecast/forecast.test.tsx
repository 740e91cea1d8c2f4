import { renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVENUE_FORECAST } from '../../data/overview';
import { RevenueForecast } from './forecast';

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
});
