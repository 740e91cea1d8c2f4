import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';
import { ScoreRing } from './score-ring';

const meta = {
  title: 'Kit/Charts',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const money = (value: number) => `$${value.toFixed(1)}M`;

export const Line: Story = {
  render: () => (
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
    />
  ),
};

export const Bars: Story = {
  render: () => (
    <BarChart
      title="Budget vs actuals"
      summary="Engineering and Sales are over budget; Marketing is under."
      labels={['Engineering', 'Sales', 'Marketing']}
      series={[
        { label: 'Budget', values: [4.2, 2.1, 1.4], tone: 'neutral' },
        {
          label: 'Actual',
          values: [4.5, 2.3, 1.1],
          tone: 'primary',
          tones: ['danger', 'danger', 'success'],
        },
      ]}
      formatValue={money}
    />
  ),
};

export const BarsWithoutLegend: Story = {
  render: () => (
    <BarChart
      title="Open roles"
      summary="Engineering has the most open roles."
      labels={['Engineering', 'Sales', 'Design']}
      series={[{ label: 'Open roles', values: [8, 3, 2], tone: 'info' }]}
      hasLegend={false}
    />
  ),
};

export const Ring: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <ScoreRing value={82} label="Health score 82 of 100" tone="success" />
      <ScoreRing value={64} label="Engagement 64 of 100" tone="warning" />
      <ScoreRing value={38} label="Retention risk 38 of 100" tone="danger" />
    </div>
  ),
};
