import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSourcesAnswer, liveProvenance } from '../../lib/provenance-fixtures';
import { LIVE_GOAL, STORED_GOAL } from './goal-fixtures';
import { SmartGoalsCard } from './smart-goals-card';

const meta = {
  title: 'aitchQ/SMART goals',
  component: SmartGoalsCard,
  // Where the figures come from: the sample unless a story says otherwise.
  parameters: { requests: { '/api/data-sources': { json: dataSourcesAnswer() } } },
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
/**
 * Workday's synced goals: the documented 'Live' badge (docs/behaviour.md §4) with the sync's
 * freshness after it.
 */
export const WithLiveSync: Story = {
  parameters: {
    requests: {
      '/api/workday/goals': { json: [LIVE_GOAL] },
      '/api/data-sources': {
        json: dataSourcesAnswer({ goals: liveProvenance(Date.now(), { provider: 'workday' }) }),
      },
    },
  },
};
