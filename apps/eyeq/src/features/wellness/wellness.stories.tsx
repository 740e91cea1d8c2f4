import type { Meta, StoryObj } from '@storybook/react-vite';
import { PERSONAL_DASHBOARD } from '../../data/personal';
import { Wellness } from './wellness';

const meta = {
  title: 'eyeQ/Wellness',
  component: Wellness,
  args: { wellness: PERSONAL_DASHBOARD.wellness },
} satisfies Meta<typeof Wellness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
