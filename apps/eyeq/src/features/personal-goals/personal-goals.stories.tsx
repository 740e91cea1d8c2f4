import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { PersonalGoals } from './personal-goals';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Personal goals',
  component: PersonalGoals,
  args: { goals: PERSONAL_DASHBOARD.goals },
} satisfies Meta<typeof PersonalGoals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { goals: [] } };
