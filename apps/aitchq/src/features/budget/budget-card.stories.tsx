import { SAMPLE_PROVENANCE } from '@q/schemas/sync';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveProvenance } from '../../lib/provenance-fixtures';
import { BudgetCard } from './budget-card';

const DATA = [
  { id: 1, category: 'Cloud', budgeted: '10000.00', actual: '9500.00', utilization: '95.00' },
  { id: 2, category: 'Training', budgeted: '5000', actual: '2000', utilization: '40' },
  { id: 3, category: 'Travel', budgeted: '4000', actual: '4600', utilization: '115' },
];

const DEPARTMENT = '/api/finance/department-budget';
/** No lines of the viewer's department: the card shows the sample. */
const NO_LINES = {
  json: {
    provenance: SAMPLE_PROVENANCE,
    department: null,
    currency: null,
    period: null,
    lines: null,
  },
};

const meta = {
  title: 'aitchQ/Budget tracker',
  component: BudgetCard,
} satisfies Meta<typeof BudgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { [DEPARTMENT]: 'loading' } } };
export const Empty: Story = {
  parameters: { requests: { [DEPARTMENT]: NO_LINES, '/api/budget-tracker': { json: [] } } },
};
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: {
      [DEPARTMENT]: NO_LINES,
      '/api/budget-tracker': { status: 500, body: 'Internal Server Error' },
    },
  },
};
export const WithData: Story = {
  parameters: { requests: { [DEPARTMENT]: NO_LINES, '/api/budget-tracker': { json: DATA } } },
};
export const Live: Story = {
  parameters: {
    requests: {
      [DEPARTMENT]: {
        json: {
          provenance: liveProvenance(Date.now(), { provider: 'quickbooks' }),
          department: 'Engineering',
          currency: 'USD',
          period: { from: '2026-01', to: '2026-09' },
          lines: [
            {
              id: 1,
              category: 'Hosting',
              budgeted: '5000.00',
              actual: '6000.00',
              utilization: '120.0',
            },
            {
              id: 2,
              category: 'Payroll',
              budgeted: '17000.00',
              actual: '16000.00',
              utilization: '94.1',
            },
          ],
        },
      },
    },
  },
};
