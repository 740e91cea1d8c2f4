import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardSwitcher } from './dashboard-switcher';

const meta = {
  title: 'Kit/DashboardSwitcher',
  component: DashboardSwitcher,
  args: {
    current: 'qube',
    // In an app this is its router link; a plain link stands in here.
    renderCurrent: (props) => <a href="#current" {...props} />,
  },
} satisfies Meta<typeof DashboardSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnQube: Story = {};
export const OnAitchq: Story = { args: { current: 'aitchq' } };
export const OnEyeq: Story = { args: { current: 'eyeq' } };
