import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { ProgressBar, SampleDataBadge } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { HintText } from '../../lib/hint';
import { UsersIcon } from '../../lib/icons';
import { utilizationHint } from '../../lib/utilization';
import { Stat, StatGrid, Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';

/** Capacity Model: velocity against target, utilisation and the hiring need. */
export function CapacityCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.capacityModel));
  return (
    <Widget
      title="Capacity Model"
      provenance={<SampleDataBadge source="your project tracker" />}
      icon={<UsersIcon />}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading capacity model" rows={2} />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load the capacity model
        </WidgetMessage>
      )}
      {status === 'success' && !data && (
        <WidgetMessage>No capacity model data available</WidgetMessage>
      )}
      {data && (
        <>
          <StatGrid $columns={2}>
            <Stat>
              <dt>Current velocity</dt>
              <dd>{data.currentVelocity} pts</dd>
            </Stat>
            <Stat>
              <dt>Target velocity</dt>
              <dd>{data.targetVelocity} pts</dd>
            </Stat>
          </StatGrid>
          <ProgressBar
            value={data.currentVelocity}
            max={data.targetVelocity}
            label="Velocity against target (story points per sprint)"
          />
          <div>
            <p>
              Team utilisation: <strong>{data.teamUtilization}%</strong>
            </p>
            <ProgressBar
              value={data.teamUtilization}
              label="Team utilisation"
              tone={utilizationHint(data.teamUtilization).tone === 'good' ? 'success' : 'warning'}
            />
          </div>
          <HintText hint={utilizationHint(data.teamUtilization)} />
          <p>
            Additional engineers needed: <strong>{data.additionalEngineersNeeded}</strong>
          </p>
        </>
      )}
    </Widget>
  );
}
