import type { Meta, StoryObj } from '@storybook/react-vite';
import { SampleDataBadge } from './sample-data-badge';

const meta = {
  title: 'Kit/SampleDataBadge',
  component: SampleDataBadge,
  args: { source: 'your finance system' },
} satisfies Meta<typeof SampleDataBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A widget of illustrative figures; hover or focus the badge for what would feed it. */
export const Default: Story = {};
/** At the start of a row, its explanation lines up with its start. */
export const AlignedToItsStart: Story = { args: { source: 'your HRIS', align: 'start' } };
