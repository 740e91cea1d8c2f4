import type { Meta, StoryObj } from '@storybook/react-vite';
import { SystemsCard } from './systems-card';

const meta = {
  title: 'aitchQ/Systems and tools',
  component: SystemsCard,
} satisfies Meta<typeof SystemsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The status call is made, but the card shows fixed lists (docs/behaviour.md §7) whatever it
 * answers.
 */
export const Loading: Story = { parameters: { requests: { '/api/systems-status': 'loading' } } };
export const ErrorState: Story = {
  name: 'Error',
  parameters: { requests: { '/api/systems-status': { status: 503, body: 'down' } } },
};
export const WithData: Story = {
  parameters: { requests: { '/api/systems-status': { json: { tools: [] } } } },
};
