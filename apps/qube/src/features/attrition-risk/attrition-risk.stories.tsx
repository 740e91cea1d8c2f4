import type { Meta, StoryObj } from '@storybook/react-vite';
import { PEOPLE_DATA } from '../../data/people';
import { AttritionRisk } from './attrition-risk';

const meta = {
  title: 'Qube/Attrition risk',
  component: AttritionRisk,
  args: { attrition: PEOPLE_DATA.attrition },
} satisfies Meta<typeof AttritionRisk>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
