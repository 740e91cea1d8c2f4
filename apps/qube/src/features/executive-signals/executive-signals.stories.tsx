import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXECUTIVE_SIGNALS } from '../../data/overview';
import { ExecutiveSignals } from './executive-signals';

const meta = {
  title: 'Qube/Executive signals',
  component: ExecutiveSignals,
  args: { signals: EXECUTIVE_SIGNALS },
} satisfies Meta<typeof ExecutiveSignals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { signals: [] } };
