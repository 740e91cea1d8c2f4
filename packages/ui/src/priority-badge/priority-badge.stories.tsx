import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriorityBadge } from './priority-badge';

const meta = {
  title: 'Kit/PriorityBadge',
  component: PriorityBadge,
  args: { priority: 'high' },
} satisfies Meta<typeof PriorityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** High: red. */
export const High: Story = {};
/** Medium: amber. */
export const Medium: Story = { args: { priority: 'medium' } };
/** Low: grey. */
export const Low: Story = { args: { priority: 'low' } };
/** Other words, the same colour: an impact. */
export const Impact: Story = { args: { priority: 'High', children: 'High impact' } };
