import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { JORDANS_OWN_DATA } from '../../lib/own-data-fixtures';
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
/** Signed in, the person's own goals from Workday (`GET /api/personal/me`). */
export const Computed: Story = { args: { own: JORDANS_OWN_DATA.goals } };
/** Signed in, Workday synced, and the person has no goals there. */
export const ComputedEmpty: Story = {
  args: {
    own:
      JORDANS_OWN_DATA.goals.state === 'computed'
        ? { ...JORDANS_OWN_DATA.goals, value: [] }
        : JORDANS_OWN_DATA.goals,
  },
};
/** Signed in, the answer on its way. */
export const Loading: Story = { args: { own: { state: 'loading' } } };
