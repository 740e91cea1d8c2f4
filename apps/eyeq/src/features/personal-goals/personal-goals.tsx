import type { PersonalGoal } from '@q/schemas/personal';
import { Badge, formatDate } from '@q/ui';
import { DashboardCard } from '../../lib/dashboard-card';
import { InlineMeter } from '../../lib/meter';
import { averageProgress, goalStatusBadge } from './goal-rules';
import * as S from './styled';

/** Personal Goals & Impact: each goal's progress, due date, status and what it changes. */
export function PersonalGoals({ goals }: { goals: readonly PersonalGoal[] }) {
  return (
    <DashboardCard
      source="Workday or your goals tool"
      title="Personal Goals & Impact"
      description="Your goals this cycle and the difference each one makes."
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
