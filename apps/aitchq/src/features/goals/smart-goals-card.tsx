import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { Badge, formatDate, ProgressBar, priorityLabel, StackList } from '@q/ui';
import styled from 'styled-components';
import { DataSourceBadge } from '../../lib/data-source-badge';
import { GOAL_STATUS_BADGES } from '../../lib/goal-status';
import { CheckCircleIcon } from '../../lib/icons';
import { useLiveOrStored } from '../../lib/use-live-or-stored';
import { Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { WIDGET_ANCHORS } from '../../lib/widget-anchors';
import { type GoalRow, goalRowFromLive, goalRowFromStored } from './goals-rules';

/** SMART Goals Progress: Workday's goals when connected, else the stored ones. */
export function SmartGoalsCard() {
  const { source, live, stored, isLoading, isStoredError } = useLiveOrStored(
    endpointQuery(MANAGER_API.workdayGoals),
    endpointQuery(MANAGER_API.smartGoals),
  );
  const rows = live?.map(goalRowFromLive) ?? stored?.map(goalRowFromStored);
  return (
    <Widget
      id={WIDGET_ANCHORS.goals}
      title="SMART Goals Progress"
      icon={<CheckCircleIcon />}
      actions={<DataSourceBadge state={source} feed="goals" />}
      isBusy={isLoading}
    >
      {isLoading && <WidgetSkeleton label="Loading SMART goals" />}
      {isStoredError && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load SMART goals
        </WidgetMessage>
      )}
      {rows?.length === 0 && (
        <WidgetMessage detail={stored ? 'Connect WorkDay for real-time goal tracking' : undefined}>
          No SMART goals available
        </WidgetMessage>
      )}
      {rows && rows.length > 0 && (
        <StackList>
          {rows.map((goal) => (
            <GoalItem key={goal.id} goal={goal} />
          ))}
        </StackList>
      )}
    </Widget>
  );
}

function GoalItem({ goal }: { goal: GoalRow }) {
  const status = GOAL_STATUS_BADGES[goal.status];
  const details = [
    goal.owner,
    goal.target && `Target: ${goal.target}`,
    goal.dueDate && `Due ${formatDate(goal.dueDate)}`,
  ].filter(Boolean);
  return (
    <Item>
      <TitleRow>
        <strong>{goal.title}</strong>
        <Badge variant={status.variant}>{status.label}</Badge>
        <Badge variant="outline">{priorityLabel(goal.priority)} priority</Badge>
      </TitleRow>
      <ProgressRow>
        <ProgressBar value={goal.progress} label={`${goal.title} progress`} size="sm" />
        <span>{Math.round(goal.progress)}%</span>
      </ProgressRow>
      {details.length > 0 && <Details>{details.join(' · ')}</Details>}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  strong {
    flex: 1 1 12rem;
  }
`;

const ProgressRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Details = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
