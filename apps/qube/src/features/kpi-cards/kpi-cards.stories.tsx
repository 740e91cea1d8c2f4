import type { Meta, StoryObj } from '@storybook/react-vite';
import { KPI_CARDS } from '../../data/overview';
import { KpiCards } from './kpi-cards';

const meta = {
  title: 'Qube/KPI cards',
  component: KpiCards,
  args: { kpis: KPI_CARDS },
} satisfies Meta<typeof KpiCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { kpis: [] } };
