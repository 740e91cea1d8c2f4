import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrainingsCard } from './trainings-card';

const meta = {
  title: 'aitchQ/Trainings',
  component: TrainingsCard,
  args: { today: new Date(2025, 0, 10) },
} satisfies Meta<typeof TrainingsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixed sample trainings, answered in the page. */
export const WithData: Story = {};
export const Empty: Story = { args: { trainings: [] } };
