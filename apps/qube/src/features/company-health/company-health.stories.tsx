import type { Meta, StoryObj } from '@storybook/react-vite';
import { HEALTH_AREAS } from '../../data/overview';
import { CompanyHealth } from './company-health';

const meta = {
  title: 'Qube/Company health',
  component: CompanyHealth,
  args: { areas: HEALTH_AREAS },
} satisfies Meta<typeof CompanyHealth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { areas: [] } };
