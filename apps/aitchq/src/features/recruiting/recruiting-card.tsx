import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { Badge, StackList } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { HintText } from '../../lib/hint';
import { ClockIcon } from '../../lib/icons';
import { ProvenanceBadge } from '../../lib/provenance-badge';
import { Stat, StatGrid, Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { timeToFillHint, timeToHireHint } from './recruiting-rules';

/** Recruiting Insights: time to fill and to hire against benchmarks, and the open positions. */
export function RecruitingCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.atsInsights));
  return (
    <Widget
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
              <dd>{data.avgTimeToFill} days</dd>
              <dd>
                <HintText hint={timeToFillHint(data.avgTimeToFill)} />
              </dd>
            </Stat>
            <Stat>
              <dt>Avg. time to hire</dt>
              <dd>{data.avgTimeToHire} days</dd>
              <dd>
                <HintText hint={timeToHireHint(data.avgTimeToHire)} />
              </dd>
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
