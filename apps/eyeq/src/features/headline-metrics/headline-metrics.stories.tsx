import type { Meta, StoryObj } from '@storybook/react-vite';
import { personalDashboard } from '../../data/personal';
import { HeadlineMetrics } from './headline-metrics';

/** The sample as of today. */
const PERSONAL_DASHBOARD = personalDashboard(new Date());

const meta = {
  title: 'eyeQ/Headline metrics',
  component: HeadlineMetrics,
  args: {
    metrics: PERSONAL_DASHBOARD.metrics,
    workLifeBalance: PERSONAL_DASHBOARD.wellness.workLifeBalance,
  },
} satisfies Meta<typeof HeadlineMetrics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The personal sample data (the personal pages make no calls). */
export const WithData: Story = {};
