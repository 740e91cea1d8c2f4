import {
  endpointQuery,
  insightActionMutation,
  insightIdOf,
  snoozeInsightMutation,
  useAuth,
} from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { signInPath } from '@q/schemas/apps';
import type { InsightType } from '@q/schemas/enums';
import type { DismissReason, ManagementInsight, ManagementInsightSource } from '@q/schemas/manager';
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
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ClockIcon } from '../../lib/icons';
import { useProvenance } from '../../lib/provenance-badge';
import { useNow } from '../../lib/use-now';
import { WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { WIDGET_ANCHORS } from '../../lib/widget-anchors';
import { DismissReasonMenu } from './dismiss-reason-menu';
import {
  type ComputedInsight,
  computedBadgeText,
  isComputedInsight,
  isSnoozeRefused,
  snoozedDescription,
} from './insight-evidence';
import { InsightEvidencePanel } from './insight-evidence-panel';
import {
  canCompleteInsight,
  hasInsightDetails,
  insightDueLabel,
  isInsightAlreadySettled,
  isInsightOverdue,
  nextOpenInsight,
} from './insight-rules';
import { SnoozeForm } from './snooze-form';

const TYPE_LABELS: Record<InsightType, string> = {
  performance: 'Performance',
  productivity: 'Productivity',
  team: 'Team',
  people: 'People',
  process: 'Process',
  system: 'System',
  ai_recommendation: 'AI recommendation',
};

/** The sample's sources; a computed insight's badge names its providers and rule instead. */
const SOURCE_LABELS: Record<ManagementInsightSource, string> = {
  github: 'GitHub',
  jira: 'Jira',
  hris: 'HRIS',
  sentry: 'Sentry',
  ats: 'ATS',
  integrations: 'Connected systems',
};

/** The header's badge once the insights come from the viewer's connected data. */
export const COMPUTED_DATA_LABEL = 'Computed from your connected data';

export interface ManagementInsightsSectionProps {
  /** The day due dates and snooze days are counted from. */
  today?: Date;
  /**
   * The moment a computed insight's freshness is counted from ('synced 2 h ago'); by default the
   * page's clock, which moves on while shown.
   */
  now?: Date;
}

/**
 * Management Insights: the active insights, each dismissable or completable
 * (docs/behaviour.md §2, §8). A computed insight (one with evidence, made by a rule from the
 * connected data) also says why it is shown, takes a reason when dismissed, and can be snoozed.
 */
export function ManagementInsightsSection({
  today = new Date(),
  now,
}: ManagementInsightsSectionProps) {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.managementInsights));
  const team = useProvenance('team').provenance;
  const openings = useProvenance('openings').provenance;
  const clock = useNow();
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
  // A refused day (400) is said in the snooze form, in the server's words.
  const snooze = useMutation({
    ...snoozeInsightMutation(queryClient),
    onSuccess: (answer) =>
      toast({ title: 'Insight snoozed', description: snoozedDescription(answer.until) }),
    onError: (error) => {
      if (isInsightAlreadySettled(error) || isSnoozeRefused(error)) return;
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to snooze insight. Please try again.',
      });
    },
  });
  const busyId =
    dismiss.isPending && dismiss.variables !== undefined
      ? insightIdOf(dismiss.variables)
      : complete.isPending
        ? complete.variables
        : snooze.isPending
          ? snooze.variables.id
          : null;
  // Computed from the connected data: the list holds a computed insight, or the people or the
  // openings the rules read are synced for this viewer.
  const connected = [team, openings].find(
    (provenance) => provenance !== undefined && provenance.state !== 'sample',
  );
  const isComputed = Boolean(data?.some(isComputedInsight)) || connected !== undefined;

  return (
    // The widget's mark sits on a wrapper: the kit's collapsible section takes no attributes.
    <div data-ui="widget">
      <CollapsibleSection
        id={WIDGET_ANCHORS['management-insights']}
        title="Management Insights"
        subtitle="Recommendations on performance, process and people"
        actions={
          <>
            {data && <Badge variant="info">{data.length} active</Badge>}
            {isComputed ? (
              // Marked as fresh as the source the rules read: live, partial or stale.
              <Badge
                variant="success"
                data-ui="provenance"
                data-provenance={connected?.state ?? 'live'}
              >
                {COMPUTED_DATA_LABEL}
              </Badge>
            ) : (
              <SampleDataBadge source="GitHub, Jira, your HRIS and Sentry" />
            )}
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
                  now={now ?? clock}
                  isOpen={openId === insight.id}
                  onToggle={() => setOpenId((current) => nextOpenInsight(current, insight.id))}
                  canAct={isAuthenticated}
                  actionsNoteId={isAuthenticated ? undefined : signInNoteId}
                  isBusy={busyId === insight.id}
                  onDismiss={(reason) =>
                    dismiss.mutate(
                      isComputedInsight(insight) ? { id: insight.id, reason } : insight.id,
                    )
                  }
                  onComplete={() => complete.mutate(insight.id)}
                  onSnooze={(until) => snooze.mutateAsync({ id: insight.id, until })}
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
  now: Date;
  isOpen: boolean;
  onToggle: () => void;
  canAct: boolean;
  /** Explains disabled actions (signed out). */
  actionsNoteId: string | undefined;
  isBusy: boolean;
  /** A computed insight's dismiss carries the reason chosen (none for 'without a reason'). */
  onDismiss: (reason?: DismissReason) => void;
  onComplete: () => void;
  onSnooze: (until: string) => Promise<unknown>;
}

function InsightItem({
  insight,
  today,
  now,
  isOpen,
  onToggle,
  canAct,
  actionsNoteId,
  isBusy,
  onDismiss,
  onComplete,
  onSnooze,
}: InsightItemProps) {
  const panelId = useId();
  const titleId = useId();
  const computed = isComputedInsight(insight) ? insight : null;
  return (
    <Item aria-labelledby={titleId} $priority={insight.priority}>
      <Head>
        <Title id={titleId}>{insight.title}</Title>
        <Badges>
          <PriorityBadge priority={insight.priority} />
          <Badge variant="outline">{TYPE_LABELS[insight.type]}</Badge>
          {computed ? (
            // What made it: its sources and its rule. Never 'AI generated': a rule made it.
            <WrappingBadge variant="neutral">{computedBadgeText(computed.evidence)}</WrappingBadge>
          ) : (
            <Badge variant="neutral">{SOURCE_LABELS[insight.source]}</Badge>
          )}
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
      {computed ? (
        <ComputedActions
          insight={computed}
          today={today}
          now={now}
          isOpen={isOpen}
          detailsId={panelId}
          onToggle={onToggle}
          canAct={canAct}
          actionsNoteId={actionsNoteId}
          isBusy={isBusy}
          onDismiss={onDismiss}
          onComplete={onComplete}
          onSnooze={onSnooze}
        />
      ) : (
        <Actions>
          {hasInsightDetails(insight) && (
            <DetailsToggle isOpen={isOpen} panelId={panelId} onToggle={onToggle} />
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={!canAct || isBusy}
            aria-describedby={actionsNoteId}
            onClick={() => onDismiss()}
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
      )}
    </Item>
  );
}

interface ComputedActionsProps extends Omit<InsightItemProps, 'insight'> {
  insight: ComputedInsight;
  /** The id of the details panel, which 'Show details' controls. */
  detailsId: string;
}

/**
 * A computed insight's actions: its details, 'Why am I seeing this?' (open or shut on its own,
 * beside the one-at-a-time details), 'Dismiss' with a reason, 'Snooze' until a day, and 'Mark
 * Complete'. The evidence shows above the buttons, the snooze form below them.
 */
function ComputedActions({
  insight,
  today,
  now,
  isOpen,
  detailsId,
  onToggle,
  canAct,
  actionsNoteId,
  isBusy,
  onDismiss,
  onComplete,
  onSnooze,
}: ComputedActionsProps) {
  const evidenceId = useId();
  const [isWhyOpen, setIsWhyOpen] = useState(false);
  const [isSnoozing, setIsSnoozing] = useState(false);
  const snoozeButtonRef = useRef<HTMLButtonElement>(null);
  /** Whether closing the snooze form should give focus back to its button. */
  const returnFocus = useRef(false);

  useEffect(() => {
    if (isSnoozing || !returnFocus.current) return;
    returnFocus.current = false;
    snoozeButtonRef.current?.focus();
  }, [isSnoozing]);

  const closeSnooze = () => {
    returnFocus.current = true;
    setIsSnoozing(false);
  };

  return (
    <>
      {isWhyOpen && <InsightEvidencePanel id={evidenceId} evidence={insight.evidence} now={now} />}
      <Actions>
        {hasInsightDetails(insight) && (
          <DetailsToggle isOpen={isOpen} panelId={detailsId} onToggle={onToggle} />
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isWhyOpen}
          aria-controls={isWhyOpen ? evidenceId : undefined}
          onClick={() => setIsWhyOpen((open) => !open)}
        >
          Why am I seeing this?
        </Button>
        <DismissReasonMenu
          disabled={!canAct || isBusy}
          describedBy={actionsNoteId}
          onChoose={onDismiss}
        />
        {!isSnoozing && (
          <Button
            ref={snoozeButtonRef}
            variant="outline"
            size="sm"
            disabled={!canAct || isBusy}
            aria-describedby={actionsNoteId}
            onClick={() => setIsSnoozing(true)}
          >
            Snooze
          </Button>
        )}
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
      {isSnoozing && (
        <SnoozeForm
          title={insight.title}
          today={today}
          disabled={!canAct || isBusy}
          onSnooze={onSnooze}
          onClose={closeSnooze}
        />
      )}
    </>
  );
}

/** Shows or hides an insight's details panel (impact and recommended action). */
function DetailsToggle({
  isOpen,
  panelId,
  onToggle,
}: {
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      onClick={onToggle}
    >
      {isOpen ? 'Hide details' : 'Show details'}
    </Button>
  );
}

const Item = styled.li<{ $priority: ManagementInsight['priority'] }>`
  position: relative;
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

/** A long badge (sources and rule) wraps on a narrow screen rather than run out of the card. */
const WrappingBadge = styled(Badge)`
  white-space: normal;
  overflow-wrap: anywhere;
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
