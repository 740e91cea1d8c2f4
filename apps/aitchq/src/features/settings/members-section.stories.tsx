import type { Meta, StoryObj } from '@storybook/react-vite';
import { MembersSection } from './members-section';
import {
  ADMIN_ACCESS,
  MEMBERS_PATH,
  ORGANISATION_PATH,
  testMembers,
} from './organisation-fixtures';

/** The section is an admin's: every story but the empty page is seen by one. */
const ADMIN = { [ORGANISATION_PATH]: { json: ADMIN_ACCESS } } as const;

/** Clicks the button named `name` once the section has rendered it. */
const clickButton = (name: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const button = canvasElement.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
      if (button) {
        button.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

const meta = {
  title: 'aitchQ/Settings: people with access',
  component: MembersSection,
  parameters: {
    user: {
      id: 1,
      email: 'alexandra.morgan-whitfield@headquarters.acme.example',
      name: 'Alexandra Morgan-Whitfield',
      role: 'executive',
      preferences: { defaultDashboard: 'qube' },
    },
  },
} satisfies Meta<typeof MembersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { requests: { ...ADMIN, [MEMBERS_PATH]: 'loading' } },
};
export const Empty: Story = {
  parameters: { requests: { ...ADMIN, [MEMBERS_PATH]: { json: { members: [] } } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { ...ADMIN, [MEMBERS_PATH]: { status: 500, body: 'Internal Server Error' } },
  },
};
export const WithData: Story = {
  parameters: { requests: { ...ADMIN, [MEMBERS_PATH]: { json: { members: testMembers() } } } },
};
/** End sessions asks first. */
export const ConfirmEndSessions: Story = {
  parameters: WithData.parameters,
  play: clickButton('End sessions of Sarah Chen'),
};
