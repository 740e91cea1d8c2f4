import type { Meta, StoryObj } from '@storybook/react-vite';
import { OkrsCard } from './okrs-card';

const OKR = { id: 1, title: 'Grow ARR 30%', type: 'company', progress: '72.5' };

const meta = {
  title: 'aitchQ/OKRs',
  component: OkrsCard,
} satisfies Meta<typeof OkrsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/workday/okrs': 'loading' } } };
export const Empty: Story = {
  parameters: { requests: { '/api/workday/okrs': { json: [] }, '/api/okrs': { json: [] } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: {
      '/api/workday/okrs': { json: [] },
      '/api/okrs': { status: 500, body: 'Internal Server Error' },
    },
  },
};
export const WithLiveData: Story = {
  parameters: {
    requests: {
      '/api/workday/okrs': {
        json: [
          { ...OKR, id: 'WD-9', type: 'functional' },
          { ...OKR, id: 'WD-10', title: 'Reduce churn to 3%', progress: '45' },
        ],
      },
    },
  },
};
export const WithStoredData: Story = {
  parameters: { requests: { '/api/workday/okrs': { json: [] }, '/api/okrs': { json: [OKR] } } },
};
