import { ErrorBoundary } from '@q/ui';
import { AgentsCard } from '../features/agents/agents-card';
import { FloatingAssistant } from '../features/assistant/floating-assistant';
import { BudgetCard } from '../features/budget/budget-card';
import { CapacityCard } from '../features/capacity/capacity-card';
import { SmartGoalsCard } from '../features/goals/smart-goals-card';
import { HeadcountCard } from '../features/headcount/headcount-card';
import { HrisInsightsCard } from '../features/hris-insights/hris-insights-card';
import { ManagementInsightsSection } from '../features/management-insights/management-insights-section';
import { OkrsCard } from '../features/okrs/okrs-card';
import { ProductivityCard } from '../features/productivity/productivity-card';
import { RecruitingCard } from '../features/recruiting/recruiting-card';
import { SpanOfControlCard } from '../features/span-of-control/span-of-control-card';
import { SystemsCard } from '../features/systems/systems-card';
import { TeamCard } from '../features/team/team-card';
import { TrainingsCard } from '../features/trainings/trainings-card';
import { DashboardSection, RenderedWhenNear } from '../lib/dashboard-section';

// The dashboard's second chunk (see DashboardPage).

/** The sections after Key Deliverables, in the documented order (docs/behaviour.md §2). */
export function LaterSections({ today }: { today: Date }) {
  return (
    <>
      <DashboardSection title="Performance & People Management">
        <ErrorBoundary>
          <TeamCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <AgentsCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <SpanOfControlCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <ProductivityCard />
        </ErrorBoundary>
      </DashboardSection>
      <ErrorBoundary>
        <RenderedWhenNear>
          <ManagementInsightsSection today={today} />
        </RenderedWhenNear>
      </ErrorBoundary>
      <DashboardSection title="Goals & Objectives">
        <ErrorBoundary>
          <SmartGoalsCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <OkrsCard />
        </ErrorBoundary>
      </DashboardSection>
      <DashboardSection title="Learning & Development" isWide>
        <ErrorBoundary>
          <TrainingsCard today={today} />
        </ErrorBoundary>
      </DashboardSection>
      <DashboardSection title="HR Operations">
        <ErrorBoundary>
          <HrisInsightsCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <HeadcountCard />
        </ErrorBoundary>
      </DashboardSection>
      <DashboardSection title="Talent Acquisition">
        <ErrorBoundary>
          <RecruitingCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <CapacityCard />
        </ErrorBoundary>
      </DashboardSection>
      <DashboardSection title="Systems & Financial Overview">
        <ErrorBoundary>
          <SystemsCard />
        </ErrorBoundary>
        <ErrorBoundary>
          <BudgetCard />
        </ErrorBoundary>
      </DashboardSection>
    </>
  );
}

/** The floating assistant, which follows with the later sections. */
export function LateAssistant({ today }: { today: Date }) {
  return (
    <ErrorBoundary>
      <FloatingAssistant today={today} />
    </ErrorBoundary>
  );
}
