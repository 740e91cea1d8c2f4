import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { LearningPath } from './learning-path';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Learning path',
  component: LearningPath,
  args: { items: PERSONAL_DASHBOARD.career.learningPath },
} satisfies Meta<typeof LearningPath>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { items: [] } };
