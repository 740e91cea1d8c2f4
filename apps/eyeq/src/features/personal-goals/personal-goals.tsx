import type { OwnGoal, PersonalGoal } from '@q/schemas/personal';
import { Badge, formatDate, PriorityBadge, Skeleton } from '@q/ui';
import { EmptyText } from '../../lib/card-parts';
import { ComputedBadge } from '../../lib/computed-badge';
import { DashboardCard } from '../../lib/dashboard-card';
import { InlineMeter } from '../../lib/meter';
import { computedPart, type OwnPart, SAMPLE_PARTS } from '../../lib/own-data';
import { providerName } from '../../lib/provenance-rules';
import { averageProgress, goalStatusBadge, ownGoalDueText, ownGoalStatusBadge } from './goal-rules';
import * as S from './styled';

const TITLE = 'Personal Goals & Impact';
const DESCRIPTION = 'Your goals this cycle and the difference each one makes.';

export interface PersonalGoalsProps {
  /** The spec's sample goals, shown unless the person's own are computed. */
  goals: readonly PersonalGoal[];
  /** The person's own goals from the connected HRIS, when there are. */
  own?: OwnPart<'goals'>;
}

/**
 * Personal Goals & Impact: each goal's progress, due date, status and what it changes; once the
 * person's own goals are synced, theirs (with where they come from), never the sample's.
 */
export function PersonalGoals({ goals, own = SAMPLE_PARTS.goals }: PersonalGoalsProps) {
  const computed = computedPart(own);
  if (computed) {
    const mine = computed.value;
    return (
      <DashboardCard
        source="Workday or your goals tool"
        title={TITLE}
        description={DESCRIPTION}
        aside={<Badge variant="outline">{averageProgress(mine)}% overall</Badge>}
        provenance={<ComputedBadge provenance={computed.provenance} />}
      >
        {mine.length === 0 ? (
          <EmptyText>No goals of yours in {providerName(computed.provenance)} yet.</EmptyText>
        ) : (
          <S.GoalList>
            {mine.map((goal) => (
              <OwnGoalItem key={goal.id} goal={goal} />
            ))}
          </S.GoalList>
        )}
      </DashboardCard>
    );
  }
  if (own.state === 'loading') {
    return (
      <DashboardCard
        source="Workday or your goals tool"
        title={TITLE}
        description={DESCRIPTION}
        provenance={null}
        isBusy
      >
        <Skeleton width="100%" height="4rem" />
        <Skeleton width="100%" height="4rem" />
      </DashboardCard>
    );
  }
  return (
    <DashboardCard
      source="Workday or your goals tool"
      title={TITLE}
      description={DESCRIPTION}
      aside={<Badge variant="outline">{averageProgress(goals)}% overall</Badge>}
    >
      <S.GoalList>
        {goals.map((goal) => {
          const status = goalStatusBadge(goal.status);
          return (
            <S.Goal key={goal.title}>
              <S.GoalHead>
                <S.GoalTitle>{goal.title}</S.GoalTitle>
                <Badge variant={status.variant}>{status.label}</Badge>
              </S.GoalHead>
              <S.Meta>
                <Badge variant="default">{goal.category}</Badge>
                <span>Due {formatDate(goal.dueDate)}</span>
              </S.Meta>
              <InlineMeter
                label={`${goal.title}: progress`}
                value={goal.progress}
                valueText={`${goal.progress}%`}
              />
              <S.Impact>
                <S.ImpactLabel>Impact: </S.ImpactLabel>
                {goal.impact}
              </S.Impact>
            </S.Goal>
          );
        })}
      </S.GoalList>
    </DashboardCard>
  );
}

/** One of the person's own synced goals: status, priority, due date, progress, description. */
function OwnGoalItem({ goal }: { goal: OwnGoal }) {
  const status = ownGoalStatusBadge(goal.status);
  const progress = Math.round(goal.progress);
  return (
    <S.Goal>
      <S.GoalHead>
        <S.GoalTitle>{goal.title}</S.GoalTitle>
        <Badge variant={status.variant}>{status.label}</Badge>
      </S.GoalHead>
      <S.Meta>
        <PriorityBadge priority={goal.priority} />
        <span>{ownGoalDueText(goal.dueDate, formatDate)}</span>
      </S.Meta>
      <InlineMeter label={`${goal.title}: progress`} value={progress} valueText={`${progress}%`} />
      {goal.description && <S.Impact>{goal.description}</S.Impact>}
    </S.Goal>
  );
}
