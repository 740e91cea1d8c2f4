import type { Meta, StoryObj } from '@storybook/react-vite';
import { AITCHQ_PAGE } from '../../data/aitchq-product-page';
import { EYEQ_PAGE } from '../../data/eyeq-product-page';
import { QUBE_PAGE } from '../../data/qube-product-page';
import { FeatureCarousel } from './feature-carousel';
import { ProductPage } from './product-page';

const meta = {
  title: 'Marketing/Product page',
  component: ProductPage,
  args: { content: QUBE_PAGE },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Qube: Story = {};
export const AitchQ: Story = { args: { content: AITCHQ_PAGE } };
export const EyeQ: Story = { args: { content: EYEQ_PAGE } };
/** Rotates every few seconds; pauses on hover and focus, and stays still for reduced motion. */
export const Carousel: Story = {
  render: () => <FeatureCarousel productName="Qube" features={QUBE_PAGE.features} />,
};
