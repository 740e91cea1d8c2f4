import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { JORDANS_OWN_DATA } from '../../lib/own-data-fixtures';
import { CareerProgression } from './career';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Career progression',
  component: CareerProgression,
  args: { career: PERSONAL_DASHBOARD.career },
} satisfies Meta<typeof CareerProgression>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
/** Signed in, the person's job title as their level and their time at the company. */
export const Computed: Story = {
  args: { level: JORDANS_OWN_DATA.level, tenure: JORDANS_OWN_DATA.tenure },
};
/** Signed in, the answer on its way. */
export const Loading: Story = { args: { level: { state: 'loading' } } };
