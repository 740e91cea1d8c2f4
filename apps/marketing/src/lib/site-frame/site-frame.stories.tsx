import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFrame } from './site-frame';

const meta = {
  title: 'Marketing/Site frame',
  component: SiteFrame,
  args: { children: <h1>Page content</h1> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nav (Features and 'Q in Action!' menus, Pricing, the round Q menu) and the footer. */
export const Frame: Story = {};
