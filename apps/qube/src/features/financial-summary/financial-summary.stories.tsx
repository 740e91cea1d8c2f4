import type { Meta, StoryObj } from '@storybook/react-vite';
import { financeData } from '../../data/finance';
import { FinancialSummary } from './financial-summary';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const FINANCE_DATA = financeData(SAMPLE_DAY);

const meta = {
  title: 'Qube/Financial summary',
  component: FinancialSummary,
  args: { summary: FINANCE_DATA.summary },
} satisfies Meta<typeof FinancialSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
