import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  args: { content: 'Synced 5 minutes ago', children: <Button variant="outline">Status</Button> },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Bottom: Story = { args: { side: 'bottom' } };
export const OnText: Story = { args: { children: 'Hover or focus this text' } };
export const OnDisabledButton: Story = {
  args: { content: 'Available in the next update', children: <Button disabled>Export</Button> },
};
