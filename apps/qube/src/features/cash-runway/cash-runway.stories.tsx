import type { Meta, StoryObj } from '@storybook/react-vite';
import { financeData } from '../../data/finance';
import { CashRunway } from './cash-runway';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const FINANCE_DATA = financeData(SAMPLE_DAY);

const meta = {
  title: 'Qube/Cash runway',
  component: CashRunway,
  args: { runway: FINANCE_DATA.runway },
} satisfies Meta<typeof CashRunway>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
