import type { Meta, StoryObj } from '@storybook/react-vite';
import { FINANCE_DATA } from '../../data/finance';
import { CashRunway } from './cash-runway';

const meta = {
  title: 'Qube/Cash runway',
  component: CashRunway,
  args: { runway: FINANCE_DATA.runway },
} satisfies Meta<typeof CashRunway>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
