import type { Meta, StoryObj } from '@storybook/react-vite';
import { PricingPage } from './pricing-page';

const meta = {
  title: 'Marketing/Pricing',
  component: PricingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
