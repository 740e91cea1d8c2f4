import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { Badge, StackList, VisuallyHidden } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { type Hint, HintText } from '../../lib/hint';
import { ClockIcon } from '../../lib/icons';
import { ProvenanceBadge } from '../../lib/provenance-badge';
import { Stat, StatGrid, Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { WIDGET_ANCHORS } from '../../lib/widget-anchors';
import { timeToFillHint, timeToHireHint } from './recruiting-rules';

/** Recruiting Insights: time to fill and to hire against benchmarks, and the open positions. */
export function RecruitingCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.atsInsights));
  return (
    <Widget
      id={WIDGET_ANCHORS.recruiting}
      title="Recruiting Insights"
      icon={<ClockIcon />}
      actions={<ProvenanceBadge feed="recruiting" />}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading recruiting insights" />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load recruiting insights
        </WidgetMessage>
      )}
      {status === 'success' && !data && <WidgetMessage>No ATS insights available</WidgetMessage>}
      {data && (
        <>
          <StatGrid $columns={2}>
            <Stat>
              <dt>Avg. time to fill</dt>
              <Average
                days={data.avgTimeToFill}
                hint={timeToFillHint}
                none="No filled openings yet"
              />
            </Stat>
            <Stat>
              <dt>Avg. time to hire</dt>
              <Average days={data.avgTimeToHire} hint={timeToHireHint} none="No hires yet" />
            </Stat>
          </StatGrid>
          <h4>Open positions ({data.openPositions.length})</h4>
          {data.openPositions.length === 0 ? (
            <WidgetMessage>No open positions</WidgetMessage>
          ) : (
            <StackList>
              {data.openPositions.map((position) => (
                <Position key={`${position.title}-${position.description}`}>
                  <div>
                    <strong>{position.title}</strong>
                    <p>{position.description}</p>
                  </div>
                  <Badge variant={position.status === 'urgent' ? 'danger' : 'info'}>
                    {position.status === 'urgent' ? 'Urgent' : 'Active'}
                  </Badge>
                </Position>
              ))}
            </StackList>
          )}
        </>
      )}
    </Widget>
  );
}

/** An average in days with its benchmark hint, or why there is none to show. */
function Average({
  days,
  hint,
  none,
}: {
  days: number | null;
  hint: (days: number) => Hint;
  none: string;
}) {
  if (days === null) {
    return (
      <>
        <dd>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>not available</VisuallyHidden>
        </dd>
        <dd>
          <NoAverage>{none}</NoAverage>
        </dd>
      </>
    );
  }
  return (
    <>
      <dd>{days} days</dd>
      <dd>
        <HintText hint={hint(days)} />
      </dd>
    </>
  );
}

const NoAverage = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Position = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
