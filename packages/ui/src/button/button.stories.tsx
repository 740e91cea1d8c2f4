import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from './button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Save changes' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Icon: Story = {
  args: {
    size: 'icon',
    'aria-label': 'Close',
    children: (
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
      </svg>
    ),
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="#pricing" variant="outline">
      View pricing
    </ButtonLink>
  ),
};
