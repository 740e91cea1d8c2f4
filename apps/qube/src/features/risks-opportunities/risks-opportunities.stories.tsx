import type { Meta, StoryObj } from '@storybook/react-vite';
import { RISKS_AND_OPPORTUNITIES } from '../../data/overview';
import { RisksOpportunities } from './risks-opportunities';

const meta = {
  title: 'Qube/Risks and opportunities',
  component: RisksOpportunities,
  args: { items: RISKS_AND_OPPORTUNITIES },
} satisfies Meta<typeof RisksOpportunities>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { items: [] } };
