import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { Resources } from './resources';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Resources',
  component: Resources,
  args: { resources: PERSONAL_DASHBOARD.resources },
} satisfies Meta<typeof Resources>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
