import type { Meta, StoryObj } from '@storybook/react-vite';
import { FUNCTION_OKRS } from '../../data/okrs';
import { OkrProgress } from './okr-progress';

const meta = {
  title: 'Qube/OKR progress',
  component: OkrProgress,
  args: { functions: FUNCTION_OKRS },
} satisfies Meta<typeof OkrProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The executive sample data (the executive pages make no calls). */
export const WithData: Story = {};
export const Empty: Story = { args: { functions: [] } };
