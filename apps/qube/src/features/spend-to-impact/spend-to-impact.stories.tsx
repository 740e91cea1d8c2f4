import type { Meta, StoryObj } from '@storybook/react-vite';
import { financeData } from '../../data/finance';
import { SpendToImpact } from './spend-to-impact';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const FINANCE_DATA = financeData(SAMPLE_DAY);

const meta = {
  title: 'Qube/Spend to impact',
  component: SpendToImpact,
  args: { items: FINANCE_DATA.spendToImpact },
} satisfies Meta<typeof SpendToImpact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { items: [] } };
