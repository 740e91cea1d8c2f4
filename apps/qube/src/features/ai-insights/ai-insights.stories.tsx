import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { aiPanelActions } from '../../data/overview';
import { sampleSignals } from '../../data/signals';
import { AiInsights } from './ai-insights';
import { AiInsightsPanel } from './ai-insights-panel';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const SIGNALS = sampleSignals(SAMPLE_DAY);
const AI_PANEL_ACTIONS = aiPanelActions(SAMPLE_DAY);

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
