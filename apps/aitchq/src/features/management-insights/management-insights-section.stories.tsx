import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSourcesAnswer, liveProvenance } from '../../lib/provenance-fixtures';
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
  // Where the insights come from: the sample unless a story says otherwise.
  parameters: { user: SARAH, requests: { '/api/data-sources': { json: dataSourcesAnswer() } } },
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

/** The moment the computed insights' freshness is counted from. */
const NOW = new Date('2025-01-10T12:00:00.000Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const TIME_OFF_OVERLAP = insight(1, {
  title: 'Three of your seven reports are out the week of Jan 20',
  description: 'Ravi, Mei and Tom have approved time off that overlaps for 3 days.',
  type: 'team',
  aiGenerated: false,
  dueDate: '2025-01-17',
  person: null,
  actionText: 'Check cover for the on-call rota before Jan 17.',
  impact: 'Reviews and on-call may stall while 43% of the team is out.',
  evidence: {
    rule: 'time-off-overlap',
    ruleVersion: 1,
    summary:
      'Flags a week when a large share of your direct reports have approved time off at once.',
    records: [
      { kind: 'time-off', id: 't-1', label: 'Ravi Patel · Jan 20 to Jan 24' },
      { kind: 'time-off', id: 't-2', label: 'Mei Lin · Jan 21 to Jan 23' },
      { kind: 'time-off', id: 't-3', label: 'Tom Berg · Jan 20 to Jan 22' },
    ],
    comparisons: [
      { name: 'Share of direct reports out', value: 0.43, threshold: 0.3, op: '>=' },
      { name: 'Days overlapping', value: 3, threshold: 2, op: '>=', unit: 'days' },
    ],
    sources: [{ provider: 'BambooHR', syncedAt: hoursBefore(2) }],
    computedAt: hoursBefore(1),
  },
});

const OPEN_ROLE = insight(2, {
  title: 'Senior Backend Engineer has been open 75 days',
  description: 'The role is past the 60-day benchmark for engineering openings.',
  type: 'process',
  priority: 'medium',
  source: 'ats',
  aiGenerated: false,
  dueDate: null,
  person: null,
  actionText: null,
  impact: null,
  actionRequired: false,
  evidence: {
    rule: 'open-role-past-benchmark',
    ruleVersion: 2,
    summary: 'Flags an opening that has stayed open longer than its benchmark.',
    records: [{ kind: 'job', id: 'j-9', label: 'Senior Backend Engineer' }],
    comparisons: [{ name: 'Days open', value: 75, threshold: 60, op: '>', unit: 'days' }],
    sources: [
      { provider: 'Greenhouse', syncedAt: hoursBefore(5) },
      { provider: 'BambooHR', syncedAt: hoursBefore(2) },
    ],
    computedAt: hoursBefore(1),
  },
});

/**
 * Insights a rule computed from the company's BambooHR and Greenhouse data: each says what made
 * it and why it is shown, takes a reason when dismissed, and can be snoozed.
 */
export const ComputedFromConnectedData: Story = {
  name: 'Computed from connected data',
  args: { now: NOW },
  parameters: {
    requests: {
      '/api/data-sources': {
        json: dataSourcesAnswer({ team: liveProvenance(NOW, { syncedAt: hoursBefore(2) }) }),
      },
      '/api/management-insights': { json: [TIME_OFF_OVERLAP, OPEN_ROLE] },
      'POST /api/management-insights/1/dismiss': {
        json: { ...TIME_OFF_OVERLAP, status: 'dismissed' },
      },
      'POST /api/management-insights/2/dismiss': { json: { ...OPEN_ROLE, status: 'dismissed' } },
      'POST /api/management-insights/1/snooze': { json: { id: 1, until: '2025-01-17' } },
      'POST /api/management-insights/2/snooze': { json: { id: 2, until: '2025-01-17' } },
    },
  },
};
