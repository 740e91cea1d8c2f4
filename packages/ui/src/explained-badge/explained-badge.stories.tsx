import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExplainedBadge } from './explained-badge';

const meta = {
  title: 'Kit/ExplainedBadge',
  component: ExplainedBadge,
  args: {
    variant: 'warning',
    children: 'Stored: service not configured',
    explanation: 'Sample figures, not from a connected source. Would come from Workday.',
  },
} satisfies Meta<typeof ExplainedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the badge for its explanation. */
export const Default: Story = {};
export const AlignedToItsStart: Story = {
  args: { variant: 'neutral', children: 'Q3', align: 'start' },
};
