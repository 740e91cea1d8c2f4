import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSwitch } from './theme-switch';

const meta = {
  title: 'Kit/ThemeSwitch',
  component: ThemeSwitch,
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Light, dark or the device's setting; the toolbar's Theme shows both schemes. */
export const Switch: Story = {};
