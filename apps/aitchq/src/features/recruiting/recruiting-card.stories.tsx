import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSourcesAnswer, staleProvenance } from '../../lib/provenance-fixtures';
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
  // Where the figures come from: the sample unless a story says otherwise.
  parameters: { requests: { '/api/data-sources': { json: dataSourcesAnswer() } } },
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
/** The last sync failed: the badge says so, why on hover and focus, and links to Settings. */
export const WithStaleSync: Story = {
  parameters: {
    requests: {
      '/api/ats-insights': { json: DATA },
      '/api/data-sources': {
        json: dataSourcesAnswer({
          recruiting: { ...staleProvenance(Date.now()), provider: 'greenhouse' },
        }),
      },
    },
  },
};
