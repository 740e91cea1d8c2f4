import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductivityCard } from './productivity-card';

const meta = {
  title: 'aitchQ/Productivity',
  component: ProductivityCard,
} satisfies Meta<typeof ProductivityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixed sample metrics and observations. */
export const WithData: Story = {};
export const Empty: Story = { args: { data: { metrics: [], insights: [] } } };
