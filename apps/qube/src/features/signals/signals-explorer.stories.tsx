import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleSignals } from '../../data/signals';
import { SIGNAL_FILTER_DEFAULTS, type SignalFilters } from '../../lib/signals-search';
import { SignalDetail } from './signal-detail';
import { SignalsExplorer } from './signals-explorer';

/** The sample as of today. */
const SAMPLE_DAY = new Date();
const SIGNALS = sampleSignals(SAMPLE_DAY);

function Explorer({ initial, signals }: { initial: SignalFilters; signals: typeof SIGNALS }) {
  const [filters, setFilters] = useState(initial);
  return <SignalsExplorer signals={signals} filters={filters} onFiltersChange={setFilters} />;
}

const meta = {
  title: 'Qube/AI signals',
  component: Explorer,
  args: { initial: SIGNAL_FILTER_DEFAULTS, signals: SIGNALS },
} satisfies Meta<typeof Explorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {};
/** 'No signals found': nothing matches the search. */
export const NoMatch: Story = { args: { initial: { ...SIGNAL_FILTER_DEFAULTS, q: 'zzz' } } };
export const Empty: Story = { args: { signals: [] } };
export const DetailOpen: Story = {
  render: () => <SignalDetail signal={SIGNALS[0] ?? null} onClose={() => undefined} />,
};
