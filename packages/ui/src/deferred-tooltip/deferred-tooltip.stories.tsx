import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { DeferredTooltip, DeferredTooltipProvider } from './deferred-tooltip';

const meta = {
  title: 'Kit/DeferredTooltip',
  component: DeferredTooltip,
  args: { content: 'Loaded after the first render', children: <Button>Hover me</Button> },
} satisfies Meta<typeof DeferredTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Group: Story = {
  render: () => (
    <DeferredTooltipProvider>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <DeferredTooltip content="Export as CSV">
          <Button variant="outline">Export</Button>
        </DeferredTooltip>
        <DeferredTooltip content="Share with your team">
          <Button variant="outline">Share</Button>
        </DeferredTooltip>
      </div>
    </DeferredTooltipProvider>
  ),
};
