import type { Provenance } from '@q/schemas/sync';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProvenanceBadge } from './provenance-badge';
import {
  dataSourcesAnswer,
  liveProvenance,
  partialProvenance,
  staleProvenance,
} from './provenance-fixtures';

const NOW = Date.now();

const meta = {
  title: 'aitchQ/Provenance badge',
  component: ProvenanceBadge,
  args: { feed: 'team' },
} satisfies Meta<typeof ProvenanceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (team?: Provenance) => ({
  requests: { '/api/data-sources': { json: dataSourcesAnswer(team ? { team } : {}) } },
});

/** Asked, not answered yet: an invisible placeholder keeps the badge's height. */
export const Loading: Story = { parameters: { requests: { '/api/data-sources': 'loading' } } };
export const Sample: Story = { parameters: answer() };
export const Live: Story = { parameters: answer(liveProvenance(NOW)) };
/** The missing fields show on hover and keyboard focus; the badge links to Settings. */
export const Partial: Story = { parameters: answer(partialProvenance(NOW)) };
/** The cause shows on hover and keyboard focus; the badge links to Settings. */
export const Stale: Story = { parameters: answer(staleProvenance(NOW)) };
/** The sources could not be asked: nothing shows, and the widget goes on. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { requests: { '/api/data-sources': { status: 500, body: 'Internal Server Error' } } },
};
