import type { Meta, StoryObj } from '@storybook/react-vite';
import { PEOPLE_DATA } from '../../data/people';
import { HiringPipeline } from './hiring-pipeline';

const meta = {
  title: 'Qube/Hiring pipeline',
  component: HiringPipeline,
  args: { hiring: PEOPLE_DATA.hiring },
} satisfies Meta<typeof HiringPipeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
