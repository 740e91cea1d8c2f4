import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSourcesAnswer, partialProvenance } from '../../lib/provenance-fixtures';
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
  // Where the figures come from: the sample unless a story says otherwise.
  parameters: { requests: { '/api/data-sources': { json: dataSourcesAnswer() } } },
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
/** Synced from BambooHR, with fields it did not answer: the badge names them on hover and focus. */
export const WithPartialSync: Story = {
  parameters: {
    requests: {
      '/api/hris-insights': { json: DATA },
      '/api/data-sources': {
        json: dataSourcesAnswer({ hrisInsights: partialProvenance(Date.now()) }),
      },
    },
  },
};
/** The sources could not be asked: no badge, the widget as ever. */
export const SourcesUnavailable: Story = {
  parameters: {
    requests: {
      '/api/hris-insights': { json: DATA },
      '/api/data-sources': { status: 500, body: 'Internal Server Error' },
    },
  },
};
