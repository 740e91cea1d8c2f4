import { TEST_WORKDAY_RECORD } from '@q/schemas/testing/integrations';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntegrationsPanel } from './integrations-panel';

const HRIS = TEST_WORKDAY_RECORD;

const meta = {
  title: 'aitchQ/Settings: system integrations',
  component: IntegrationsPanel,
  parameters: {
    user: {
      id: 2,
      email: 'sarah@acme.example',
      name: 'Sarah Chen',
      role: 'manager',
      preferences: { defaultDashboard: 'aitchq' },
    },
  },
} satisfies Meta<typeof IntegrationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { requests: { '/api/system-integrations': 'loading' } },
};
/** No integration saved yet: every type is Not Configured. */
export const Empty: Story = {
  parameters: { requests: { '/api/system-integrations': { json: [] } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { '/api/system-integrations': { status: 500, body: 'Internal Server Error' } },
  },
};
export const WithData: Story = {
  parameters: { requests: { '/api/system-integrations': { json: [HRIS] } } },
};
/** The HRIS form, opened with Edit as a user would. */
export const FormOpen: Story = {
  parameters: { requests: { '/api/system-integrations': { json: [HRIS] } } },
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const edit = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Edit HRIS"]');
      if (edit) {
        edit.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};
