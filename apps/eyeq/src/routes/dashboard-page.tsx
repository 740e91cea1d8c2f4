import { Columns, ErrorBoundary, PageStack } from '@q/ui';
import { useToday } from '@q/ui/app';
import { personalDashboard, SAMPLE_PERSONA } from '../data/personal';
import { CareerProgression } from '../features/career/career';
import { DashboardHeader } from '../features/dashboard-header/dashboard-header';
import { HeadlineMetrics } from '../features/headline-metrics/headline-metrics';
import { LearningPath } from '../features/learning-path/learning-path';
import { PersonalGoals } from '../features/personal-goals/personal-goals';
import { PriorityTasks } from '../features/priority-tasks/priority-tasks';
import { QuickActions } from '../features/quick-actions/quick-actions';
import { Resources } from '../features/resources/resources';
import { Strategy } from '../features/strategy/strategy';
import { Team } from '../features/team/team';
import { Wellness } from '../features/wellness/wellness';

/** /eyeq and /eyeq-dashboard: the personal productivity hub, from fixed sample data. */
export function DashboardPage() {
  const { metrics, goals, tasks, strategy, career, wellness, team, resources } = personalDashboard(
    useToday(),
  );
  return (
    <>
      <ErrorBoundary>
        <DashboardHeader persona={SAMPLE_PERSONA} />
      </ErrorBoundary>
      <PageStack>
        <ErrorBoundary>
          <HeadlineMetrics metrics={metrics} workLifeBalance={wellness.workLifeBalance} />
        </ErrorBoundary>
        <Columns>
          <ErrorBoundary>
            <PersonalGoals goals={goals} />
          </ErrorBoundary>
          <ErrorBoundary>
            <PriorityTasks tasks={tasks} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Strategy strategy={strategy} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Wellness wellness={wellness} />
          </ErrorBoundary>
          <ErrorBoundary>
            <CareerProgression career={career} />
          </ErrorBoundary>
          <ErrorBoundary>
            <LearningPath items={career.learningPath} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Team team={team} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Resources resources={resources} />
          </ErrorBoundary>
        </Columns>
        <ErrorBoundary>
          <QuickActions />
        </ErrorBoundary>
      </PageStack>
    </>
  );
}
