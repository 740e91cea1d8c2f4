import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  args: { value: 85, label: 'Team Capacity' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 80 % and above: green. */
export const OnTrack: Story = {};
/** 60–79 %: orange. */
export const Behind: Story = { args: { value: 65 } };
/** Below 60 %: blue. */
export const Early: Story = { args: { value: 30 } };
export const Toned: Story = { args: { value: 50, tone: 'danger', label: 'Budget used' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const OutOfMax: Story = { args: { value: 3, max: 8, label: 'Courses completed' } };
