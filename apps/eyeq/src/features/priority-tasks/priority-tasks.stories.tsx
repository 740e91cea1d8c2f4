import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { PriorityTasks } from './priority-tasks';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Priority tasks',
  component: PriorityTasks,
  args: { tasks: PERSONAL_DASHBOARD.tasks },
} satisfies Meta<typeof PriorityTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { tasks: [] } };
