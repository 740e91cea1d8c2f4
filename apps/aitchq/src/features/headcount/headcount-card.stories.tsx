import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeadcountCard } from './headcount-card';

const DATA = { hired: 4, open: 6, planned: 12, teamCapacity: '87.5' };

const meta = {
  title: 'aitchQ/Headcount overview',
  component: HeadcountCard,
} satisfies Meta<typeof HeadcountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/headcount-metrics': 'loading' } } };
export const Empty: Story = {
  parameters: { requests: { '/api/headcount-metrics': { json: null } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { '/api/headcount-metrics': { status: 500, body: 'Internal Server Error' } },
  },
};
export const WithData: Story = {
  parameters: { requests: { '/api/headcount-metrics': { json: DATA } } },
};
