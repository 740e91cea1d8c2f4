import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieNotice } from './cookie-notice';

const meta = {
  title: 'Marketing/Cookie notice',
  component: CookieNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
