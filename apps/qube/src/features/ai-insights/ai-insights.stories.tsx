import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AI_PANEL_ACTIONS } from '../../data/overview';
import { SIGNALS } from '../../data/signals';
import { AiInsights } from './ai-insights';
import { AiInsightsPanel } from './ai-insights-panel';

const meta = {
  title: 'Qube/AI insights',
  component: AiInsights,
  args: { signals: SIGNALS, actions: AI_PANEL_ACTIONS },
} satisfies Meta<typeof AiInsights>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 'AI Insights' button; it opens the side panel. */
export const Button: Story = {};

function OpenPanel(props: Omit<Parameters<typeof AiInsightsPanel>[0], 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return <AiInsightsPanel open={open} onOpenChange={setOpen} {...props} />;
}

export const PanelOpen: Story = { render: (args) => <OpenPanel {...args} /> };
export const PanelEmpty: Story = {
  render: () => <OpenPanel signals={[]} actions={[]} />,
};
