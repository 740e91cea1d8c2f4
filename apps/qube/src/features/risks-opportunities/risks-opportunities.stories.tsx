import type { Meta, StoryObj } from '@storybook/react-vite';
import { risksAndOpportunities } from '../../data/overview';
import { RisksOpportunities } from './risks-opportunities';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const RISKS_AND_OPPORTUNITIES = risksAndOpportunities(SAMPLE_DAY);

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
