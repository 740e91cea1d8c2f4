import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { JORDANS_OWN_DATA } from '../../lib/own-data-fixtures';
import { Wellness } from './wellness';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Wellness',
  component: Wellness,
  args: { wellness: PERSONAL_DASHBOARD.wellness },
} satisfies Meta<typeof Wellness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
/** Signed in, the person's own coming time off from the HRIS. */
export const Computed: Story = { args: { timeOff: JORDANS_OWN_DATA.timeOff } };
