import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMPANY_HEALTH_INDEX } from '../../data/overview';
import { HealthIndex } from './health-index';

const meta = {
  title: 'Qube/Health index',
  component: HealthIndex,
  args: { index: COMPANY_HEALTH_INDEX },
} satisfies Meta<typeof HealthIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
