import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSourcesAnswer, staleProvenance } from '../../lib/provenance-fixtures';
import { OkrsCard } from './okrs-card';

const OKR = { id: 1, title: 'Grow ARR 30%', type: 'company', progress: '72.5' };

const meta = {
  title: 'aitchQ/OKRs',
  component: OkrsCard,
  // Where the figures come from: the sample unless a story says otherwise.
  parameters: { requests: { '/api/data-sources': { json: dataSourcesAnswer() } } },
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
/** Workday's synced OKRs whose last sync failed: one Live badge, with the staleness after it. */
export const WithStaleSync: Story = {
  parameters: {
    requests: {
      '/api/workday/okrs': { json: [{ ...OKR, id: 'WD-9', type: 'functional' }] },
      '/api/data-sources': {
        json: dataSourcesAnswer({ okrs: { ...staleProvenance(Date.now()), provider: 'workday' } }),
      },
    },
  },
};
