import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

const meta = {
  title: 'Kit/ErrorBoundary',
  component: ErrorBoundary,
  args: { children: <p>The widget renders normally.</p> },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {};

/** What a widget shows after a render error (rendered directly: a thrown error logs to the console). */
export const Fallback: Story = {
  render: () => (
    <ErrorFallback
      error={new Error('500: Internal Server Error')}
      resetErrorBoundary={() => undefined}
    />
  ),
};
