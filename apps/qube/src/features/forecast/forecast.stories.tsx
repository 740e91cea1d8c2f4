import type { Meta, StoryObj } from '@storybook/react-vite';
import { revenueForecast } from '../../data/overview';
import { RevenueForecast } from './forecast';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const REVENUE_FORECAST = revenueForecast(SAMPLE_DAY);

const meta = {
  title: 'Qube/Revenue forecast',
  component: RevenueForecast,
  args: { forecast: REVENUE_FORECAST },
} satisfies Meta<typeof RevenueForecast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
