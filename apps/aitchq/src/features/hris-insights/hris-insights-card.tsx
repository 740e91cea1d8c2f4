import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { HrisInsightType, Priority } from '@q/schemas/enums';
import { PriorityBadge, priorityTone, StackList } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ClockIcon, GiftIcon, PlaneIcon, UsersIcon } from '../../lib/icons';
import { ProvenanceBadge } from '../../lib/provenance-badge';
import { Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { WIDGET_ANCHORS } from '../../lib/widget-anchors';

const TYPE_ICONS: Record<HrisInsightType, { icon: ReactNode; label: string }> = {
  anniversary: { icon: <GiftIcon />, label: 'Anniversary' },
  pto: { icon: <PlaneIcon />, label: 'Time off' },
  timecard: { icon: <ClockIcon />, label: 'Timecard' },
};

/** HRIS Insights: anniversaries, time off and timecards needing the manager's attention. */
export function HrisInsightsCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.hrisInsights));
  return (
    <Widget
      id={WIDGET_ANCHORS['hris-insights']}
      title="HRIS Insights"
      icon={<UsersIcon />}
      actions={<ProvenanceBadge feed="hrisInsights" />}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading HRIS insights" />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load HRIS insights
        </WidgetMessage>
      )}
      {data?.length === 0 && <WidgetMessage>No HRIS insights available</WidgetMessage>}
      {data && data.length > 0 && (
        <StackList>
          {data.map((insight) => {
            const type = TYPE_ICONS[insight.type];
            return (
              <Item key={insight.id} $priority={insight.priority}>
                <TypeIcon title={type.label}>{type.icon}</TypeIcon>
                <div>
                  <Title>
                    {insight.title} <PriorityBadge priority={insight.priority} />
                  </Title>
                  <Text>
                    <span>{type.label}: </span>
                    {insight.description}
                  </Text>
                </div>
              </Item>
            );
          })}
        </StackList>
      )}
    </Widget>
  );
}

const Item = styled.li<{ $priority: Priority }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid
    ${({ theme, $priority }) => theme.colors[priorityTone($priority)]};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
`;

const TypeIcon = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
