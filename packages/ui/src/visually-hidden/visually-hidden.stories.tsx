import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named for screen readers. */
export const IconLabel: Story = {
  render: () => (
    <Button size="icon">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </Button>
  ),
};
