import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecruitingCard } from './recruiting-card';

const DATA = {
  avgTimeToFill: 28,
  avgTimeToHire: 30,
  openPositions: [
    { title: 'Senior Frontend Engineer', description: 'Platform team', status: 'urgent' },
    { title: 'QA Engineer', description: 'Mobile', status: 'active' },
  ],
};

const meta = {
  title: 'aitchQ/Recruiting insights',
  component: RecruitingCard,
} satisfies Meta<typeof RecruitingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/ats-insights': 'loading' } } };
export const Empty: Story = { parameters: { requests: { '/api/ats-insights': { json: null } } } };
export const ErrorState: Story = {
  name: 'Error',
  parameters: { requests: { '/api/ats-insights': { status: 500, body: 'Internal Server Error' } } },
};
export const WithData: Story = {
  parameters: { requests: { '/api/ats-insights': { json: DATA } } },
};
