import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingPage } from './landing-page';
import { RotatingHeadline } from './rotating-headline';

const meta = {
  title: 'Marketing/Landing',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
/** Five messages, one every 3 s; pauses on hover and focus, and stays still for reduced motion. */
export const Headline: Story = { render: () => <RotatingHeadline /> };
