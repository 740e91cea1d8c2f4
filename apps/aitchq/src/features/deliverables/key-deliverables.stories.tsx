import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyDeliverables } from './key-deliverables';

const meta = {
  title: 'aitchQ/Key deliverables',
  component: KeyDeliverables,
  args: { today: new Date(2025, 0, 10) },
} satisfies Meta<typeof KeyDeliverables>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four earliest due of the fixed sample deliverables. */
export const WithData: Story = {};
export const Empty: Story = { args: { deliverables: [] } };
