import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartGoalsCard } from './smart-goals-card';

const LIVE_GOAL = {
  id: 'WD-1',
  title: 'Cut p95 latency',
  description: 'API',
  status: 'on_track',
  priority: 'high',
  progress: 82,
  owner: { name: 'Ravi Patel' },
  targetDate: '2025-03-01',
  metrics: { target: 200, current: 240, unit: 'ms' },
};
const STORED_GOAL = {
  id: 1,
  title: 'Ship onboarding',
  description: '',
  status: 'at_risk',
  priority: 'medium',
  progress: '55.00',
  target: 'All flows live',
  dueDate: '2025-02-01',
};

const meta = {
  title: 'aitchQ/SMART goals',
  component: SmartGoalsCard,
} satisfies Meta<typeof SmartGoalsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/workday/goals': 'loading' } } };
export const Empty: Story = {
  parameters: {
    requests: { '/api/workday/goals': { json: [] }, '/api/smart-goals': { json: [] } },
  },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: {
      '/api/workday/goals': { json: [] },
      '/api/smart-goals': { status: 500, body: 'Internal Server Error' },
    },
  },
};
export const WithLiveData: Story = {
  parameters: { requests: { '/api/workday/goals': { json: [LIVE_GOAL] } } },
};
export const WithStoredData: Story = {
  parameters: {
    requests: {
      '/api/workday/goals': { status: 502, body: 'Workday unavailable' },
      '/api/smart-goals': { json: [STORED_GOAL] },
    },
  },
};
