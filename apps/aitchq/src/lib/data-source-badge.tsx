import type { DataSourceState } from '@q/schemas/enums';
import type { DataFeed } from '@q/schemas/sync';
import { Badge, type BadgeVariant, ExplainedBadge, sampleDataExplanation } from '@q/ui';
import { DATA_SOURCE_LABELS, usesStoredSource } from './data-source';
import { ProvenanceLabelBadge, useProvenance } from './provenance-badge';
import { FEED_SOURCES, provenanceLabel, withSourceStateLabel } from './provenance-rules';
import { useNow } from './use-now';

const VARIANTS: Record<DataSourceState, BadgeVariant> = {
  connected: 'success',
  loading: 'neutral',
  fallback: 'warning',
  error: 'danger',
  unknown: 'outline',
};

export interface DataSourceBadgeProps {
  state: DataSourceState;
  /**
   * The synced feed behind the live source: while the badge says Live, it adds how fresh the
   * figures are ('Live · Workday · synced 4 min ago').
   */
  feed?: DataFeed;
}

/**
 * Where a widget's data came from (docs/behaviour.md §4): Live, loading, stored fallback, error,
 * unknown; the documented words always, and when Live, the sync's freshness after them.
 */
export function DataSourceBadge({ state, feed }: DataSourceBadgeProps) {
  if (state === 'connected' && feed) return <LiveSourceBadge feed={feed} />;
  if (usesStoredSource(state)) return <StoredSourceBadge state={state} feed={feed} />;
  return <SourceStateBadge state={state} />;
}

function SourceStateBadge({ state }: { state: DataSourceState }) {
  return (
    <Badge variant={VARIANTS[state]} data-ui="data-source" data-state={state}>
      {DATA_SOURCE_LABELS[state]}
    </Badge>
  );
}

/**
 * 'Stored: service not configured' or 'Live source unavailable': the widget shows the stored
 * copy, the demo's seeded sample. The documented words stay as they are; the badge carries the
 * sample mark every sample widget's badge does and says, on hover and focus, what would feed the
 * widget.
 */
function StoredSourceBadge({ state, feed }: { state: DataSourceState; feed?: DataFeed }) {
  return (
    <ExplainedBadge
      variant={VARIANTS[state]}
      explanation={sampleDataExplanation(feed ? FEED_SOURCES[feed] : 'a connected source')}
      data-ui="data-source"
      data-state={state}
      data-provenance="sample"
    >
      {DATA_SOURCE_LABELS[state]}
    </ExplainedBadge>
  );
}

/** 'Live', and once the provenance is in (and not the sample), its freshness. */
function LiveSourceBadge({ feed }: { feed: DataFeed }) {
  const { provenance } = useProvenance(feed);
  const now = useNow();
  if (!provenance || provenance.state === 'sample') return <SourceStateBadge state="connected" />;
  const label = withSourceStateLabel(
    DATA_SOURCE_LABELS.connected,
    provenanceLabel(provenance, now),
  );
  return <ProvenanceLabelBadge label={label} mark={{ ui: 'data-source', state: 'connected' }} />;
}
