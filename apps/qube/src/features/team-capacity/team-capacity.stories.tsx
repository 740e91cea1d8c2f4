import type { Meta, StoryObj } from '@storybook/react-vite';
import { PEOPLE_DATA } from '../../data/people';
import { TeamCapacity } from './team-capacity';

const meta = {
  title: 'Qube/Team capacity',
  component: TeamCapacity,
  args: { capacity: PEOPLE_DATA.capacity },
} satisfies Meta<typeof TeamCapacity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
