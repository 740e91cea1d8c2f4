import { endpointQuery, insightActionMutation, useAuth } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { signInPath } from '@q/schemas/apps';
import type { InsightSource, InsightType } from '@q/schemas/enums';
import type { ManagementInsight } from '@q/schemas/manager';
import {
  Badge,
  Button,
  CollapsibleSection,
  PriorityBadge,
  priorityTone,
  SampleDataBadge,
  StackList,
  toast,
} from '@q/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ClockIcon } from '../../lib/icons';
import { WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import {
  canCompleteInsight,
  hasInsightDetails,
  insightDueLabel,
  isInsightAlreadySettled,
  isInsightOverdue,
  nextOpenInsight,
} from './insight-rules';

const TYPE_LABELS: Record<InsightType, string> = {
  performance: 'Performance',
  productivity: 'Productivity',
  team: 'Team',
  people: 'People',
  process: 'Process',
  system: 'System',
  ai_recommendation: 'AI recommendation',
};

const SOURCE_LABELS: Record<InsightSource, string> = {
  github: 'GitHub',
  jira: 'Jira',
  hris: 'HRIS',
  sentry: 'Sentry',
};

export interface ManagementInsightsSectionProps {
  /** The day due dates are counted from. */
  today?: Date;
}

/**
 * Management Insights: the active insights, each dismissable or completable
 * (docs/behaviour.md §2, §8).
 */
export function ManagementInsightsSection({ today = new Date() }: ManagementInsightsSectionProps) {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.managementInsights));
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<number | null>(null);
  const signInNoteId = useId();

  // Settled already (409: another tab dismissed or completed it): no toast at all. The mutation
  // refreshes the list whatever the outcome, so the insight simply leaves it. An error toast would
  // be wrong, and so could a success toast: 'marked as completed' for an insight another tab
  // dismissed.
  const dismiss = useMutation({
    ...insightActionMutation(queryClient, 'dismiss'),
    onSuccess: () =>
      toast({
        title: 'Insight dismissed',
        description: 'The insight has been removed from your dashboard.',
      }),
    onError: (error) => {
      if (isInsightAlreadySettled(error)) return;
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to dismiss insight. Please try again.',
      });
    },
  });
  const complete = useMutation({
    ...insightActionMutation(queryClient, 'complete'),
    onSuccess: () =>
      toast({
        title: 'Action completed',
        description: 'Great work! The insight has been marked as completed.',
      }),
    onError: (error) => {
      if (isInsightAlreadySettled(error)) return;
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to complete action. Please try again.',
      });
    },
  });
  const busyId = dismiss.isPending
    ? dismiss.variables
    : complete.isPending
      ? complete.variables
      : null;

  return (
    // The widget's mark sits on a wrapper: the kit's collapsible section takes no attributes.
    <div data-ui="widget">
      <CollapsibleSection
        id="management-insights"
        title="Management Insights"
        subtitle="Recommendations on performance, process and people"
        actions={
          <>
            {data && <Badge variant="info">{data.length} active</Badge>}
            <SampleDataBadge source="GitHub, Jira, your HRIS and Sentry" />
          </>
        }
      >
        {status === 'pending' && <WidgetSkeleton label="Loading management insights" />}
        {status === 'error' && (
          <WidgetMessage isError detail="Please try refreshing the page.">
            Unable to load management insights
          </WidgetMessage>
        )}
        {data?.length === 0 && (
          <WidgetMessage>All caught up! No active management insights at this time.</WidgetMessage>
        )}
        {data && data.length > 0 && (
          <>
            {!isAuthenticated && (
              <SignInNote id={signInNoteId}>
                Sign in to dismiss or complete insights. <a href={signInPath('aitchq')}>Sign in</a>
              </SignInNote>
            )}
            <StackList>
              {data.map((insight) => (
                <InsightItem
                  key={insight.id}
                  insight={insight}
                  today={today}
                  isOpen={openId === insight.id}
                  onToggle={() => setOpenId((current) => nextOpenInsight(current, insight.id))}
                  canAct={isAuthenticated}
                  actionsNoteId={isAuthenticated ? undefined : signInNoteId}
                  isBusy={busyId === insight.id}
                  onDismiss={() => dismiss.mutate(insight.id)}
                  onComplete={() => complete.mutate(insight.id)}
                />
              ))}
            </StackList>
          </>
        )}
      </CollapsibleSection>
    </div>
  );
}

interface InsightItemProps {
  insight: ManagementInsight;
  today: Date;
  isOpen: boolean;
  onToggle: () => void;
  canAct: boolean;
  /** Explains disabled actions (signed out). */
  actionsNoteId: string | undefined;
  isBusy: boolean;
  onDismiss: () => void;
  onComplete: () => void;
}

function InsightItem({
  insight,
  today,
  isOpen,
  onToggle,
  canAct,
  actionsNoteId,
  isBusy,
  onDismiss,
  onComplete,
}: InsightItemProps) {
  const panelId = useId();
  const titleId = useId();
  return (
    <Item aria-labelledby={titleId} $priority={insight.priority}>
      <Head>
        <Title id={titleId}>{insight.title}</Title>
        <Badges>
          <PriorityBadge priority={insight.priority} />
          <Badge variant="outline">{TYPE_LABELS[insight.type]}</Badge>
          <Badge variant="neutral">{SOURCE_LABELS[insight.source]}</Badge>
          {/* No 'AI generated' badge: it is said only of what a model wrote, and these insights
              (the sample's, whatever their aiGenerated flag says) were written by hand. */}
        </Badges>
      </Head>
      <Description>{insight.description}</Description>
      <Meta>
        {insight.person && <span>About {insight.person}</span>}
        {insight.dueDate && (
          <Due $isOverdue={isInsightOverdue(insight.dueDate, today)}>
            <ClockIcon size={14} /> {insightDueLabel(insight.dueDate, today)}
          </Due>
        )}
      </Meta>
      {hasInsightDetails(insight) && isOpen && (
        <Panel id={panelId}>
          {insight.impact && (
            <p>
              <strong>Impact: </strong>
              {insight.impact}
            </p>
          )}
          {insight.actionText && (
            <p>
              <strong>Recommended action: </strong>
              {insight.actionText}
            </p>
          )}
        </Panel>
      )}
      <Actions>
        {hasInsightDetails(insight) && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            onClick={onToggle}
          >
            {isOpen ? 'Hide details' : 'Show details'}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={!canAct || isBusy}
          aria-describedby={actionsNoteId}
          onClick={onDismiss}
        >
          Dismiss
        </Button>
        {canCompleteInsight(insight) && (
          <Button
            size="sm"
            disabled={!canAct || isBusy}
            aria-describedby={actionsNoteId}
            onClick={onComplete}
          >
            Mark Complete
          </Button>
        )}
      </Actions>
    </Item>
  );
}

const Item = styled.li<{ $priority: ManagementInsight['priority'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $priority }) => theme.colors[priorityTone($priority)]};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Due = styled.span<{ $isOverdue: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $isOverdue }) => ($isOverdue ? theme.colors.dangerText : 'inherit')};
  font-weight: ${({ theme, $isOverdue }) =>
    $isOverdue ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const SignInNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
