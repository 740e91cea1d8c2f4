import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { JORDANS_OWN_DATA } from '../../lib/own-data-fixtures';
import { Team } from './team';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Team',
  component: Team,
  args: { team: PERSONAL_DASHBOARD.team },
} satisfies Meta<typeof Team>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
/** Signed in, the person's manager and peers from the HRIS; the rest stays the sample. */
export const Computed: Story = { args: { own: JORDANS_OWN_DATA.team } };
/** Signed in, the answer on its way. */
export const Loading: Story = { args: { own: { state: 'loading' } } };
