import type { Meta, StoryObj } from '@storybook/react-vite';
import { FloatingAssistant } from './floating-assistant';

const meta = {
  title: 'aitchQ/Floating assistant',
  component: FloatingAssistant,
  args: { today: new Date(2025, 0, 10) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FloatingAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The round button with its count of high-priority items; it opens the chat panel. */
export const Closed: Story = {};
export const NoItems: Story = { args: { items: [] } };

/** Opened from its button, as a user would. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click();
  },
};
