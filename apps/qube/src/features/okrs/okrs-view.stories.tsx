import type { Meta, StoryObj } from '@storybook/react-vite';
import { FUNCTION_OKRS, FY25_OBJECTIVES } from '../../data/okrs';
import { OkrsView } from './okrs-view';

const meta = {
  title: 'Qube/OKRs view',
  component: OkrsView,
  args: { objectives: FY25_OBJECTIVES, functions: FUNCTION_OKRS },
} satisfies Meta<typeof OkrsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Company view (the default); the toggle switches to Functions. */
export const WithData: Story = {};
export const Empty: Story = { args: { objectives: [], functions: [] } };
