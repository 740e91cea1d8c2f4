import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardHeader } from './dashboard-header';

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
