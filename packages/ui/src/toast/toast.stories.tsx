import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { type ToastOptions, toast } from './toast-store';

/** Raises one toast on mount; the apps' providers render it. */
function ToastDemo(options: ToastOptions) {
  useEffect(() => {
    const handle = toast(options);
    return () => handle.dismiss();
  }, [options]);
  return <p>The toast shows at the bottom right.</p>;
}

const meta = {
  title: 'Kit/Toast',
  component: ToastDemo,
  args: {
    title: 'Insight dismissed',
    description: 'The insight has been removed from your dashboard.',
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Destructive: Story = {
  args: {
    title: 'Error',
    description: 'Failed to dismiss insight. Please try again.',
    variant: 'destructive',
  },
};
export const TitleOnly: Story = {
  args: { title: 'Integration saved successfully', description: undefined },
};
