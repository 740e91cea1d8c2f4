import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  args: { children: 'Live' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = { args: { variant: 'success', children: 'Connected' } };
export const Warning: Story = { args: { variant: 'warning', children: 'At risk' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Over Budget' } };
export const Info: Story = { args: { variant: 'info', children: 'On track' } };
export const Neutral: Story = { args: { variant: 'neutral', children: 'Not connected' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Sample data' } };
