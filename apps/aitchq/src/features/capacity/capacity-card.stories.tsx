import type { Meta, StoryObj } from '@storybook/react-vite';
import { CapacityCard } from './capacity-card';

const DATA = {
  currentVelocity: 42,
  targetVelocity: 50,
  teamUtilization: 92,
  additionalEngineersNeeded: 2,
};

const meta = {
  title: 'aitchQ/Capacity model',
  component: CapacityCard,
} satisfies Meta<typeof CapacityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { requests: { '/api/capacity-model': 'loading' } } };
export const Empty: Story = { parameters: { requests: { '/api/capacity-model': { json: null } } } };
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    requests: { '/api/capacity-model': { status: 500, body: 'Internal Server Error' } },
  },
};
export const WithData: Story = {
  parameters: { requests: { '/api/capacity-model': { json: DATA } } },
};
