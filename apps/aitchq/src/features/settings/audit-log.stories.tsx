import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AUDIT_EVENTS_PATH,
  AUDIT_VERIFY_PATH,
  BROKEN_CHAIN,
  INTACT_CHAIN,
  testAuditEvents,
} from '../../lib/audit-fixtures';
import { AuditLog } from './audit-log';

const EVENTS = { events: testAuditEvents(), next: 1228 };

/** Clicks the first button whose text (or name) starts with `name`, once the log has rendered it. */
const clickButton = (name: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const button = [...canvasElement.querySelectorAll<HTMLButtonElement>('button')].find((each) =>
        each.textContent?.startsWith(name),
      );
      if (button) {
        button.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

const meta = {
  title: 'aitchQ/Settings: audit log',
  component: AuditLog,
  parameters: {
    user: {
      id: 1,
      email: 'alex.morgan@acme.example',
      name: 'Alex Morgan',
      role: 'executive',
      preferences: { defaultDashboard: 'aitchq' },
    },
    requests: {
      [AUDIT_EVENTS_PATH]: { json: EVENTS },
      [AUDIT_VERIFY_PATH]: { json: INTACT_CHAIN },
    },
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { requests: { [AUDIT_EVENTS_PATH]: 'loading' } },
};
export const Empty: Story = {
  parameters: { requests: { [AUDIT_EVENTS_PATH]: { json: { events: [], next: null } } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { [AUDIT_EVENTS_PATH]: { status: 500, body: 'Internal Server Error' } },
  },
};
/** A page of Acme's events, more to load. */
export const WithEvents: Story = {};
/** A call the server refused (403), its details open. */
export const RefusedEvent: Story = {
  play: async (context) => {
    await clickButton('Details of event #1233')(context);
  },
};
/** Verify chain, with every link whole. */
export const ChainIntact: Story = { play: clickButton('Verify chain') };
/** Verify chain, with an edited row. */
export const ChainBroken: Story = {
  parameters: {
    requests: {
      [AUDIT_EVENTS_PATH]: { json: EVENTS },
      [AUDIT_VERIFY_PATH]: { json: BROKEN_CHAIN },
    },
  },
  play: clickButton('Verify chain'),
};
/** On a phone: the same events as stacked cards, nothing wider than the screen. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '358px' }}>
        <Story />
      </div>
    ),
  ],
  play: clickButton('Details of event #1234'),
};
