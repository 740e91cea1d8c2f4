import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { CollapsibleSection } from './collapsible-section';

const meta = {
  title: 'Kit/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'Management Insights',
    children: <p>Three insights need your attention this week.</p>,
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Collapsed: Story = { args: { defaultCollapsed: true } };
export const WithSubtitleAndActions: Story = {
  args: {
    subtitle: 'AI-generated recommendations for your team',
    actions: (
      <Button size="sm" variant="outline">
        Refresh
      </Button>
    ),
  },
};
export const SubHeading: Story = { args: { titleAs: 'h3', title: 'Integration Details' } };
