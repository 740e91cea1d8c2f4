import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManagementInsightsSection } from './management-insights-section';

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager',
  preferences: { defaultDashboard: 'aitchq' },
};

const insight = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Insight ${id}`,
  description: `About ${id}`,
  type: 'people',
  priority: 'high',
  status: 'active',
  source: 'hris',
  actionRequired: true,
  actionText: `Act on ${id}`,
  impact: `Impact of ${id}`,
  dueDate: '2025-01-07',
  person: 'Ravi Patel',
  aiGenerated: true,
  ...overrides,
});

const meta = {
  title: 'aitchQ/Management insights',
  component: ManagementInsightsSection,
  args: { today: new Date(2025, 0, 10) },
  parameters: { user: SARAH },
} satisfies Meta<typeof ManagementInsightsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { requests: { '/api/management-insights': 'loading' } },
};
export const Empty: Story = {
  parameters: { requests: { '/api/management-insights': { json: [] } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { '/api/management-insights': { status: 500, body: 'Internal Server Error' } },
  },
};
export const WithData: Story = {
  parameters: {
    requests: {
      '/api/management-insights': {
        json: [
          insight(1, { title: 'Ravi has worked 3 weekends in a row' }),
          insight(2, { priority: 'medium', type: 'performance', dueDate: '2025-01-20' }),
          insight(3, { priority: 'low', actionRequired: false, actionText: null, impact: null }),
        ],
      },
    },
  },
};
