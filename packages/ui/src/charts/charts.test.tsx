import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';
import { ScoreRing } from './score-ring';

const money = (value: number) => `$${value.toFixed(1)}M`;

describe('LineChart', () => {
  function renderForecast() {
    return renderWithTheme(
      <LineChart
        title="Revenue forecast"
        summary="Revenue is forecast to rise from $8.4M to $9.4M."
        labels={['Aug', 'Sep', 'Oct', 'Nov']}
        series={[
          { label: 'Actual', values: [8.1, 8.4, null, null], tone: 'primary' },
          { label: 'Forecast', values: [null, 8.4, 8.9, 9.4], tone: 'info', isDashed: true },
        ]}
        band={{
          label: 'Forecast range',
          low: [null, 8.4, 8.6, 8.9],
          high: [null, 8.4, 9.2, 9.9],
          tone: 'info',
        }}
        formatValue={money}
      />,
    );
  }

  it('names the drawing by its summary and lists the series in words', () => {
    renderForecast();
    expect(
      screen.getByRole('img', { name: 'Revenue is forecast to rise from $8.4M to $9.4M.' }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Actual', 'Forecast', 'Forecast range']);
  });

  it('gives the same numbers as a table, with a dash where a series has no value', async () => {
    renderForecast();
    await userEvent.click(screen.getByText('Show data table'));
    const table = screen.getByRole('table', { name: 'Revenue forecast' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(
      'PeriodActualForecastForecast range (low)Forecast range (high)',
    );
    expect(rows[1]).toHaveTextContent('Aug$8.1M———');
    expect(rows[4]).toHaveTextContent('Nov—$9.4M$8.9M$9.9M');
  });

  it('draws a projection dashed and breaks a line where values are missing', () => {
    const { container } = renderForecast();
    const dashed = container.querySelectorAll('path[stroke-dasharray]');
    expect(dashed).toHaveLength(1);
    const paths = [...container.querySelectorAll('path[fill="none"]')].map((path) =>
      path.getAttribute('d'),
    );
    // Actual: one run of two points; forecast: one run of three.
    expect(paths[0]?.match(/[ML]/g)).toEqual(['M', 'L']);
    expect(paths[1]?.match(/[ML]/g)).toEqual(['M', 'L', 'L']);
  });
});

describe('BarChart', () => {
  it('draws grouped bars with a legend and a table of every value', async () => {
    renderWithTheme(
      <BarChart
        title="Budget vs actuals"
        summary="Sales is over budget; G&A is under."
        labels={['Sales', 'G&A']}
        series={[
          { label: 'Budget', values: [4.8, 2.1], tone: 'neutral' },
          { label: 'Actual', values: [5.5, 1.9], tone: 'primary' },
        ]}
        formatValue={money}
      />,
    );
    expect(screen.getByRole('img', { name: 'Sales is over budget; G&A is under.' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('BudgetActual');
    await userEvent.click(screen.getByText('Show data table'));
    const rows = within(screen.getByRole('table', { name: 'Budget vs actuals' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryBudgetActual',
      'Sales$4.8M$5.5M',
      'G&A$2.1M$1.9M',
    ]);
  });

  it('has no legend for a single series, and caps bars at max', () => {
    const { container } = renderWithTheme(
      <BarChart
        title="OKR progress"
        summary="Engineering leads."
        labels={['Engineering']}
        series={[{ label: 'Progress', values: [120], tone: 'success' }]}
        max={100}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    const [track, fill] = container.querySelectorAll('rect');
    expect(fill?.getAttribute('width')).toBe(track?.getAttribute('width'));
  });
});

describe('ScoreRing', () => {
  it('is an image named by its label and score, showing the score in the middle', () => {
    renderWithTheme(<ScoreRing value={83} label="Company Health Index" />);
    const ring = screen.getByRole('img', { name: 'Company Health Index: 83 out of 100' });
    expect(ring).toHaveTextContent('83');
  });
});
