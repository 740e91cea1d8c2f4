import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgentsCard } from './agents-card';

const meta = {
  title: 'aitchQ/Your agents',
  component: AgentsCard,
} satisfies Meta<typeof AgentsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixed sample agents. */
export const WithData: Story = {};
export const Empty: Story = { args: { agents: [] } };
