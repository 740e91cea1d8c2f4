import type { Meta, StoryObj } from '@storybook/react-vite';
import { MY_AUDIT_EVENTS_PATH, testMyAuditEvents } from '../../lib/audit-fixtures';
import { MyAuditEvents } from './my-audit-events';

/** The list of "Who viewed my data", as its dialog shows it (dashboard-header's stories open the dialog). */
const meta = {
  title: 'aitchQ/Who viewed my data',
  component: MyAuditEvents,
  parameters: {
    user: {
      id: 5,
      email: 'priya.patel@acme.example',
      name: 'Priya Patel',
      role: 'individual_contributor',
      preferences: { defaultDashboard: 'aitchq' },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MyAuditEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { requests: { [MY_AUDIT_EVENTS_PATH]: 'loading' } },
};
export const Empty: Story = {
  parameters: { requests: { [MY_AUDIT_EVENTS_PATH]: { json: { events: [], next: null } } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { [MY_AUDIT_EVENTS_PATH]: { status: 500, body: 'Internal Server Error' } },
  },
};
/** Views of Priya's data and what an admin and a sync did to her account; more to load. */
export const WithEvents: Story = {
  parameters: {
    requests: { [MY_AUDIT_EVENTS_PATH]: { json: { events: testMyAuditEvents(), next: 1007 } } },
  },
};
