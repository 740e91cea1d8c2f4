import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_PERSONA } from '../../data/personal';
import { DashboardHeader } from './dashboard-header';

const meta = {
  title: 'eyeQ/Dashboard header',
  component: DashboardHeader,
  args: { persona: SAMPLE_PERSONA },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {};
