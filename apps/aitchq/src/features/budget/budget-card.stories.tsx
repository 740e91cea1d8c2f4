import type { Meta, StoryObj } from '@storybook/react-vite';
import { BudgetCard } from './budget-card';

const DATA = [
  { id: 1, category: 'Cloud', budgeted: '10000.00', actual: '9500.00', utilization: '95.00' },
  { id: 2, category: 'Training', budgeted: '5000', actual: '2000', utilization: '40' },
  { id: 3, category: 'Travel', budgeted: '4000', actual: '4600', utilization: '115' },
];

const meta = {
  title: 'aitchQ/Budget tracker',
  component: BudgetCard,
} satisfies Meta<typeof BudgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/budget-tracker': 'loading' } } };
export const Empty: Story = { parameters: { requests: { '/api/budget-tracker': { json: [] } } } };
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { '/api/budget-tracker': { status: 500, body: 'Internal Server Error' } },
  },
};
export const WithData: Story = {
  parameters: { requests: { '/api/budget-tracker': { json: DATA } } },
};
