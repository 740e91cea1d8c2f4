import type { Meta, StoryObj } from '@storybook/react-vite';
import { HrisInsightsCard } from './hris-insights-card';

const DATA = [
  {
    id: 1,
    title: '5-year anniversary',
    description: 'Ravi, Friday',
    type: 'anniversary',
    priority: 'medium',
  },
  {
    id: 2,
    title: 'Missing timecards',
    description: '3 people',
    type: 'timecard',
    priority: 'high',
  },
];

const meta = {
  title: 'aitchQ/HRIS insights',
  component: HrisInsightsCard,
} satisfies Meta<typeof HrisInsightsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/hris-insights': 'loading' } } };
export const Empty: Story = { parameters: { requests: { '/api/hris-insights': { json: [] } } } };
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { '/api/hris-insights': { status: 500, body: 'Internal Server Error' } },
  },
};
export const WithData: Story = {
  parameters: { requests: { '/api/hris-insights': { json: DATA } } },
};
