import type { Meta, StoryObj } from '@storybook/react-vite';
import { MY_AUDIT_EVENTS_PATH, testMyAuditEvents } from '../../lib/audit-fixtures';
import { DashboardHeader } from './dashboard-header';

/** Clicks, in turn, each button named `names` once the header has rendered it. */
const clickButtons = (...names: string[]) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    for (const name of names) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const button = [...canvasElement.querySelectorAll<HTMLButtonElement>('button')].find(
          (each) => (each.getAttribute('aria-label') ?? each.textContent) === name,
        );
        if (button) {
          button.click();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };

const meta = {
  title: 'aitchQ/Dashboard header',
  component: DashboardHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = {
  parameters: {
    user: {
      id: 2,
      email: 'sarah@acme.example',
      name: 'Sarah Chen',
      role: 'manager',
      preferences: { defaultDashboard: 'aitchq' },
    },
  },
};
/** The account menu's "Who viewed my data", open. */
export const WhoViewedMyData: Story = {
  parameters: {
    user: {
      id: 5,
      email: 'priya.patel@acme.example',
      name: 'Priya Patel',
      role: 'individual_contributor',
      preferences: { defaultDashboard: 'aitchq' },
    },
    requests: {
      [MY_AUDIT_EVENTS_PATH]: { json: { events: testMyAuditEvents(), next: null } },
    },
  },
  play: clickButtons('Account: Priya Patel', 'Who viewed my data'),
};
