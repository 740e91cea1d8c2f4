import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuickActions } from './quick-actions';

const meta = {
  title: 'eyeQ/Quick actions',
  component: QuickActions,
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
