import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { HeadcountMetrics } from '@q/schemas/manager';
import { ProgressBar, VisuallyHidden } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { HintText } from '../../lib/hint';
import { UsersIcon } from '../../lib/icons';
import { ProvenanceBadge, useProvenance } from '../../lib/provenance-badge';
import { Hint, Stat, StatGrid, Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { WIDGET_ANCHORS } from '../../lib/widget-anchors';
import {
  hasTwoSources,
  headcountHint,
  missingFiguresText,
  teamCapacityPercent,
} from './headcount-rules';

/**
 * Headcount Overview: hired, open and planned, team capacity and a hint. Hired comes from the
 * HRIS, open and planned from the ATS: with both connected, each group carries its own badge.
 */
export function HeadcountCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.headcountMetrics));
  const isSplit = hasTwoSources(
    useProvenance('headcount').provenance,
    useProvenance('openings').provenance,
  );
  return (
    <Widget
      id={WIDGET_ANCHORS.headcount}
      title="Headcount Overview"
      icon={<UsersIcon />}
      actions={isSplit ? undefined : <ProvenanceBadge feed="headcount" />}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading headcount" rows={2} />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load headcount
        </WidgetMessage>
      )}
      {status === 'success' && !data && <WidgetMessage>No headcount data available</WidgetMessage>}
      {data && <HeadcountFigures data={data} isSplit={isSplit} />}
    </Widget>
  );
}

function HeadcountFigures({ data, isSplit }: { data: HeadcountMetrics; isSplit: boolean }) {
  const capacity = teamCapacityPercent(data.teamCapacity);
  const hint = headcountHint(data);
  const missing = missingFiguresText(data);
  return (
    <>
      <StatGrid>
        <Stat>
          <dt>Hired</dt>
          <dd>
            <Figure value={data.hired} />
          </dd>
        </Stat>
        <Stat>
          <dt>Open</dt>
          <dd>
            <Figure value={data.open} />
          </dd>
        </Stat>
        <Stat>
          <dt>Planned</dt>
          <dd>
            <Figure value={data.planned} />
          </dd>
        </Stat>
      </StatGrid>
      {isSplit && (
        <Sources>
          <li>
            Hired: <ProvenanceBadge feed="headcount" />
          </li>
          <li>
            Open and planned: <ProvenanceBadge feed="openings" />
          </li>
        </Sources>
      )}
      {missing && <Hint>{missing}</Hint>}
      {capacity !== null && (
        <div>
          <p>
            Team Capacity: <strong>{capacity}%</strong>
          </p>
          <ProgressBar value={capacity} label="Team Capacity" />
        </div>
      )}
      {hint && <HintText hint={hint} />}
    </>
  );
}

/** A count, or a dash said as "not available" when no connected source gives it. */
function Figure({ value }: { value: number | null }) {
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>not available</VisuallyHidden>
    </>
  );
}

const Sources = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;
