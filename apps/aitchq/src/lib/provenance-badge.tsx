import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { DataFeed, Provenance } from '@q/schemas/sync';
import { Badge, DeferredTooltip, SampleDataBadge } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { ClockText } from './clock-text';
import {
  FEED_SOURCES,
  type ProvenanceLabel,
  provenanceLabel,
  SETTINGS_HINT,
} from './provenance-rules';
import { useNow } from './use-now';

export interface FeedProvenance {
  status: 'pending' | 'error' | 'success';
  /** The feed's provenance once the answer is in. */
  provenance: Provenance | undefined;
}

/**
 * Where a synced feed's figures come from for the viewer (`GET /api/data-sources`, one call for
 * all six feeds; the dashboard asks it before its widgets render).
 */
export function useProvenance(feed: DataFeed): FeedProvenance {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.dataSources));
  return { status, provenance: data?.[feed] };
}

/**
 * The provenance badge of a widget fed by a sync: 'Live · BambooHR · synced 4 min ago',
 * 'Partial · …' (the missing fields on hover and focus), 'Stale · last sync failed 2 h ago' (the
 * cause on hover and focus, and a link to System Settings) or 'Sample data' (the kit's badge of
 * every sample widget, naming what would feed this one on hover and focus). While the answer is
 * on its way the badge's place is kept, so nothing moves when it arrives; if the call fails the
 * place stays empty and the widget goes on without it.
 */
export function ProvenanceBadge({ feed }: { feed: DataFeed }) {
  const { status, provenance } = useProvenance(feed);
  const now = useNow();
  if (!provenance) return <ProvenancePlaceholder isLoading={status === 'pending'} />;
  if (provenance.state === 'sample') return <SampleDataBadge source={FEED_SOURCES[feed]} />;
  return <ProvenanceLabelBadge label={provenanceLabel(provenance, now)} />;
}

/** Keeps a badge's height in the widget's header, invisible and silent. */
export function ProvenancePlaceholder({ isLoading }: { isLoading: boolean }) {
  return (
    <Placeholder
      aria-hidden="true"
      data-ui="provenance"
      data-state={isLoading ? 'loading' : 'none'}
    >
      <Badge variant="outline">{'\u00a0'}</Badge>
    </Placeholder>
  );
}

/** One provenance label as a badge; with a detail, a link to Settings that explains itself. */
export function ProvenanceLabelBadge({
  label,
  mark = { ui: 'provenance', state: label.state },
}: {
  label: ProvenanceLabel;
  /** The badge's `data-ui` and `data-state` (the data-source badge keeps its own). */
  mark?: { ui: string; state: string };
}) {
  const [first, ...others] = label.parts;
  const rest = others.join(' · ');
  const badge = (
    <WrappingBadge
      variant={label.variant}
      data-ui={mark.ui}
      data-state={mark.state}
      data-provenance={label.state}
    >
      {/* The state word on its own ('Live', the documented word where it is one); then the
          source and the time, which the clock moves on. */}
      <span>{first}</span>
      {rest && ' · '}
      {rest && <ClockText>{rest}</ClockText>}
    </WrappingBadge>
  );
  if (!label.detail) return badge;
  // The tooltip opens on hover and on keyboard focus, and describes the link while open.
  return (
    <DeferredTooltip
      content={label.linksToSettings ? `${label.detail} ${SETTINGS_HINT}` : label.detail}
      side="bottom"
    >
      <BadgeLink to="/settings">{badge}</BadgeLink>
    </DeferredTooltip>
  );
}

const Placeholder = styled.span`
  display: inline-flex;
  visibility: hidden;
`;

/** A badge whose words may wrap on a narrow screen rather than run out of the card. */
const WrappingBadge = styled(Badge)`
  white-space: normal;
  overflow-wrap: anywhere;
`;

const BadgeLink = styled(Link)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.full};
  text-decoration: none;

  &:hover > span {
    text-decoration: underline;
  }
`;
