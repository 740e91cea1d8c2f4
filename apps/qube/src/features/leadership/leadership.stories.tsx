import type { Meta, StoryObj } from '@storybook/react-vite';
import { PEOPLE_DATA } from '../../data/people';
import { Leadership } from './leadership';

const meta = {
  title: 'Qube/Leadership',
  component: Leadership,
  args: { leadership: PEOPLE_DATA.leadership },
} satisfies Meta<typeof Leadership>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
