import { useAuth } from '@q/api-client';
import { Columns, ErrorBoundary, PageStack } from '@q/ui';
import { useToday } from '@q/ui/app';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
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
import { ERROR_PARTS, LOADING_PARTS, type OwnParts, SAMPLE_PARTS } from '../lib/own-data';
import { OwnDataNotice } from '../lib/own-data-notice';
import type { OwnDataLoaderProps } from './own-data-loader';

// The reader of the person's own data, with TanStack Query, loads only for a signed-in person,
// after the page's first paint; should its code fail to load, the cards stay the sample and say so.
const OwnDataLoader = lazy(
  (): Promise<{ default: ComponentType<OwnDataLoaderProps> }> =>
    import('./own-data-loader').catch(() => ({ default: FailedLoader })),
);

function FailedLoader({ onParts }: OwnDataLoaderProps): ReactNode {
  useEffect(() => onParts(ERROR_PARTS), [onParts]);
  return null;
}

/**
 * /eyeq and /eyeq-dashboard: the personal productivity hub. Signed out, the spec's sample figures
 * (no calls); signed in, the parts the person's own synced record computes — goals, time off,
 * manager and peers, tenure, level — replace theirs once answered, each with its provenance.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const userId = user?.id;
  const { metrics, goals, tasks, strategy, career, wellness, team, resources } = personalDashboard(
    useToday(),
  );
  const [answered, setAnswered] = useState<{ userId: number; parts: OwnParts } | null>(null);
  const onParts = useCallback(
    (parts: OwnParts) => {
      if (userId !== undefined) setAnswered({ userId, parts });
    },
    [userId],
  );
  const own =
    userId === undefined
      ? SAMPLE_PARTS
      : answered?.userId === userId
        ? answered.parts
        : LOADING_PARTS;
  return (
    <>
      {userId !== undefined && (
        <Suspense fallback={null}>
          <OwnDataLoader key={userId} onParts={onParts} />
        </Suspense>
      )}
      <ErrorBoundary>
        <DashboardHeader persona={SAMPLE_PERSONA} />
      </ErrorBoundary>
      <PageStack>
        {own === ERROR_PARTS && <OwnDataNotice />}
        <ErrorBoundary>
          <HeadlineMetrics metrics={metrics} workLifeBalance={wellness.workLifeBalance} />
        </ErrorBoundary>
        <Columns>
          <ErrorBoundary>
            <PersonalGoals goals={goals} own={own.goals} />
          </ErrorBoundary>
          <ErrorBoundary>
            <PriorityTasks tasks={tasks} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Strategy strategy={strategy} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Wellness wellness={wellness} timeOff={own.timeOff} />
          </ErrorBoundary>
          <ErrorBoundary>
            <CareerProgression career={career} level={own.level} tenure={own.tenure} />
          </ErrorBoundary>
          <ErrorBoundary>
            <LearningPath items={career.learningPath} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Team team={team} own={own.team} />
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
