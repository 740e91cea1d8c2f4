import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSourcesAnswer, liveProvenance } from '../../lib/provenance-fixtures';
import { HeadcountCard } from './headcount-card';

const DATA = { hired: 4, open: 6, planned: 12, teamCapacity: '87.5' };

const meta = {
  title: 'aitchQ/Headcount overview',
  component: HeadcountCard,
  // Where the figures come from: the sample unless a story says otherwise.
  parameters: { requests: { '/api/data-sources': { json: dataSourcesAnswer() } } },
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
/** Live from the viewer's HRIS. */
export const WithLiveSync: Story = {
  parameters: {
    requests: {
      '/api/headcount-metrics': { json: DATA },
      '/api/data-sources': { json: dataSourcesAnswer({ headcount: liveProvenance(Date.now()) }) },
    },
  },
};
/** Hired from the HRIS, open and planned from the ATS: each group badged with its own source. */
export const WithTwoSources: Story = {
  parameters: {
    requests: {
      '/api/headcount-metrics': {
        json: { hired: 60, open: 6, planned: 70, teamCapacity: '85.71' },
      },
      '/api/data-sources': {
        json: dataSourcesAnswer({
          headcount: liveProvenance(Date.now()),
          openings: liveProvenance(Date.now(), { provider: 'greenhouse', integrationId: 8 }),
        }),
      },
    },
  },
};
/** Only the HRIS connected: open, planned and capacity have no source and are not shown. */
export const HrisOnly: Story = {
  parameters: {
    requests: {
      '/api/headcount-metrics': {
        json: { hired: 60, open: null, planned: null, teamCapacity: null },
      },
      '/api/data-sources': { json: dataSourcesAnswer({ headcount: liveProvenance(Date.now()) }) },
    },
  },
};
/** The sources are still being asked: the badge's place is kept. */
export const SourcesLoading: Story = {
  parameters: {
    requests: { '/api/headcount-metrics': { json: DATA }, '/api/data-sources': 'loading' },
  },
};
