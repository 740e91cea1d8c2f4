import type { PersonalTask } from '@q/schemas/personal';
import { Badge, PriorityBadge, StackList } from '@q/ui';
import { useId } from 'react';
import { DashboardCard } from '../../lib/dashboard-card';
import * as S from './styled';
import { taskTally } from './task-rules';

/**
 * Today's Priority Tasks. The checkboxes are read-only (docs/behaviour.md §2): they show which
 * tasks are done and are announced as read-only. Being controlled with no change handler, a click
 * or Space leaves them as they are (a `preventDefault` here would desynchronise React's restore).
 */
export function PriorityTasks({ tasks }: { tasks: readonly PersonalTask[] }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <DashboardCard
      source="your project tracker"
      title="Today's Priority Tasks"
      description={<span id={noteId}>Read-only: a snapshot of what matters most today.</span>}
      aside={<Badge variant="outline">{taskTally(tasks)}</Badge>}
    >
      <StackList $gap={2}>
        {tasks.map((task, index) => {
          const checkboxId = `${id}-task-${index}`;
          return (
            <S.Task key={task.title}>
              <S.Checkbox
                id={checkboxId}
                type="checkbox"
                checked={task.completed}
                readOnly
                aria-readonly="true"
                aria-describedby={noteId}
              />
              <S.TaskBody>
                <S.TaskHead>
                  <S.TaskTitle htmlFor={checkboxId} $isDone={task.completed}>
                    {task.title}
                  </S.TaskTitle>
                  <PriorityBadge priority={task.priority} />
                </S.TaskHead>
                <S.TaskImpact>{task.impact}</S.TaskImpact>
              </S.TaskBody>
            </S.Task>
          );
        })}
      </StackList>
    </DashboardCard>
  );
}
