import type { Meta, StoryObj } from '@storybook/react-vite';
import { financeData } from '../../data/finance';
import { BudgetVsActuals } from './budget-vs-actuals';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const FINANCE_DATA = financeData(SAMPLE_DAY);

const meta = {
  title: 'Qube/Budget vs actuals',
  component: BudgetVsActuals,
  args: { lines: FINANCE_DATA.budgetLines },
} satisfies Meta<typeof BudgetVsActuals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { lines: [] } };
