import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSourcesAnswer, liveProvenance, minutesBefore } from '../../lib/provenance-fixtures';
import { FloatingAssistant } from './floating-assistant';

const meta = {
  title: 'aitchQ/Floating assistant',
  component: FloatingAssistant,
  args: { today: new Date(2025, 0, 10) },
  // Nothing connected unless a story says otherwise: the sample's action items.
  parameters: {
    layout: 'fullscreen',
    requests: { '/api/data-sources': { json: dataSourcesAnswer() } },
  },
} satisfies Meta<typeof FloatingAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The round button with its count of high-priority items; it opens the chat panel. */
export const Closed: Story = {};
export const NoItems: Story = { args: { items: [] } };

const openPanel: Story['play'] = async ({ canvasElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click();
};

/** Opened from its button, as a user would. */
export const Open: Story = { play: openPanel };

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager',
  preferences: { defaultDashboard: 'aitchq' },
};

const NOW = Date.now();

const computed = (id: number, priority: string) => ({
  id,
  title: `Insight ${id}`,
  description: `About ${id}`,
  type: 'team',
  priority,
  status: 'active',
  source: 'hris',
  actionRequired: false,
  actionText: null,
  impact: null,
  dueDate: null,
  person: null,
  aiGenerated: false,
  evidence: {
    rule: 'time-off-overlap',
    ruleVersion: 1,
    summary: 'Flags a working day when many of your direct reports are out at once.',
    records: [],
    comparisons: [],
    sources: [{ provider: 'bamboohr', syncedAt: minutesBefore(NOW, 120) }],
    computedAt: minutesBefore(NOW, 60),
  },
});

/**
 * Signed in with BambooHR connected: the count is that of the high-priority insights computed
 * from the data, and each question goes to the server, which answers from the synced records
 * with links to the widgets and where its figures come from. Ask "Who is out next week?".
 */
export const AnswersFromConnectedData: Story = {
  name: 'Answers from connected data',
  play: openPanel,
  parameters: {
    user: SARAH,
    requests: {
      '/api/data-sources': {
        json: dataSourcesAnswer({
          team: liveProvenance(NOW, { syncedAt: minutesBefore(NOW, 120) }),
        }),
      },
      '/api/management-insights': {
        json: [computed(1, 'high'), computed(2, 'medium'), computed(3, 'high')],
      },
      'POST /api/assistant/questions': {
        json: {
          text: [
            '3 people are out between Mon 13 Jan and Sun 19 Jan:',
            '- Ravi Patel: Mon 13 Jan to Wed 15 Jan, time off',
            '- Mei Lin: Tue 14 Jan, time off',
            '- Tom Berg: Tue 14 Jan to Fri 17 Jan, time off',
          ].join('\n'),
          tool: 'time-off',
          links: [
            { label: 'HRIS Insights', widget: 'hris-insights' },
            { label: 'Team', widget: 'team' },
          ],
          capabilities: [],
          answeredBy: 'rules',
          note: null,
          model: 'not-configured',
          sources: [{ provider: 'bamboohr', syncedAt: minutesBefore(NOW, 120) }],
        },
      },
    },
  },
};
