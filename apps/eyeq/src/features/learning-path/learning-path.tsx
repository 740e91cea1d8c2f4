import type { LearningPathItem } from '@q/schemas/personal';
import { Badge, PriorityBadge } from '@q/ui';
import { DashboardCard } from '../../lib/dashboard-card';
import { InlineMeter } from '../../lib/meter';
import { learningStatus } from './learning-rules';
import * as S from './styled';

/** Personalized Learning Path: the courses toward the next level, in the order to take them. */
export function LearningPath({ items }: { items: readonly LearningPathItem[] }) {
  return (
    <DashboardCard
      source="your learning system"
      title="Personalized Learning Path"
      description="Courses picked for the skills your next level needs."
    >
      <S.Courses>
        {items.map((item) => {
          const status = learningStatus(item.progress);
          return (
            <S.Course key={item.title}>
              <S.CourseHead>
                <S.CourseTitle>{item.title}</S.CourseTitle>
                <Badge variant={status.variant}>{status.label}</Badge>
              </S.CourseHead>
              <S.Meta>
                <span>{item.duration}</span>
                <PriorityBadge priority={item.priority} />
              </S.Meta>
              <InlineMeter
                label={`${item.title}: progress`}
                value={item.progress}
                valueText={`${item.progress}%`}
              />
            </S.Course>
          );
        })}
      </S.Courses>
    </DashboardCard>
  );
}
