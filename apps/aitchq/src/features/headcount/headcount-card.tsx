import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { ProgressBar } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { HintText } from '../../lib/hint';
import { UsersIcon } from '../../lib/icons';
import { ProvenanceBadge } from '../../lib/provenance-badge';
import { Stat, StatGrid, Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { headcountHint, teamCapacityPercent } from './headcount-rules';

/** Headcount Overview: hired, open and planned, team capacity and a hint. */
export function HeadcountCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.headcountMetrics));
  const capacity = data ? teamCapacityPercent(data.teamCapacity) : 0;
  return (
    <Widget
      title="Headcount Overview"
      icon={<UsersIcon />}
      actions={<ProvenanceBadge feed="headcount" />}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading headcount" rows={2} />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load headcount
        </WidgetMessage>
      )}
      {status === 'success' && !data && <WidgetMessage>No headcount data available</WidgetMessage>}
      {data && (
        <>
          <StatGrid>
            <Stat>
              <dt>Hired</dt>
              <dd>{data.hired}</dd>
            </Stat>
            <Stat>
              <dt>Open</dt>
              <dd>{data.open}</dd>
            </Stat>
            <Stat>
              <dt>Planned</dt>
              <dd>{data.planned}</dd>
            </Stat>
          </StatGrid>
          <div>
            <p>
              Team Capacity: <strong>{capacity}%</strong>
            </p>
            <ProgressBar value={capacity} label="Team Capacity" />
          </div>
          <HintText hint={headcountHint(data)} />
        </>
      )}
    </Widget>
  );
}
