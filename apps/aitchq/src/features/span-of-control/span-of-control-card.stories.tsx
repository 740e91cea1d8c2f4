import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpanOfControlCard } from './span-of-control-card';

const meta = {
  title: 'aitchQ/Span of control',
  component: SpanOfControlCard,
} satisfies Meta<typeof SpanOfControlCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed sample data, answered in the page (docs/behaviour.md §7). */
export const WithData: Story = {};
