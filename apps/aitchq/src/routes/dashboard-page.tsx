import { AppMain, AppShell, ErrorBoundary } from '@q/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AgentsCard } from '../features/agents/agents-card';
import { FloatingAssistant } from '../features/assistant/floating-assistant';
import { BudgetCard } from '../features/budget/budget-card';
import { CapacityCard } from '../features/capacity/capacity-card';
import { DashboardHeader } from '../features/dashboard-header/dashboard-header';
import { KeyDeliverables } from '../features/deliverables/key-deliverables';
import { SmartGoalsCard } from '../features/goals/smart-goals-card';
import { HeadcountCard } from '../features/headcount/headcount-card';
import { HrisInsightsCard } from '../features/hris-insights/hris-insights-card';
import { ManagementInsightsSection } from '../features/management-insights/management-insights-section';
import { NewsTicker } from '../features/news-ticker/news-ticker';
import { OkrsCard } from '../features/okrs/okrs-card';
import { ProductivityCard } from '../features/productivity/productivity-card';
import { RecruitingCard } from '../features/recruiting/recruiting-card';
import { SpanOfControlCard } from '../features/span-of-control/span-of-control-card';
import { SystemsCard } from '../features/systems/systems-card';
import { TeamCard } from '../features/team/team-card';
import { TrainingsCard } from '../features/trainings/trainings-card';
import { useToday } from '../lib/use-today';

/**
 * The manager dashboard (SPEC §2): Today's Insights, then the sections in the spec's order, with
 * Management Insights after the people widgets, and the floating assistant. Today's date is read
 * here once and handed to the widgets that word due dates.
 */
export function DashboardPage() {
  const today = useToday();
  return (
    <AppShell>
      <DashboardHeader />
      <AppMain>
        <Stack>
          <ErrorBoundary>
            <NewsTicker />
          </ErrorBoundary>
          <Section title="Key Deliverables" isWide>
            <ErrorBoundary>
              <KeyDeliverables today={today} />
            </ErrorBoundary>
          </Section>
          <Section title="Performance & People Management">
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
          </Section>
          <ErrorBoundary>
            <ManagementInsightsSection today={today} />
          </ErrorBoundary>
          <Section title="Goals & Objectives">
            <ErrorBoundary>
              <SmartGoalsCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <OkrsCard />
            </ErrorBoundary>
          </Section>
          <Section title="Learning & Development" isWide>
            <ErrorBoundary>
              <TrainingsCard today={today} />
            </ErrorBoundary>
          </Section>
          <Section title="HR Operations">
            <ErrorBoundary>
              <HrisInsightsCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <HeadcountCard />
            </ErrorBoundary>
          </Section>
          <Section title="Talent Acquisition">
            <ErrorBoundary>
              <RecruitingCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <CapacityCard />
            </ErrorBoundary>
          </Section>
          <Section title="Systems & Financial Overview">
            <ErrorBoundary>
              <SystemsCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <BudgetCard />
            </ErrorBoundary>
          </Section>
        </Stack>
        <ErrorBoundary>
          <FloatingAssistant today={today} />
        </ErrorBoundary>
      </AppMain>
    </AppShell>
  );
}

/** A titled band of widgets: two columns on wide screens, or one full-width widget. */
function Section({
  title,
  isWide = false,
  children,
}: {
  title: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <Grid $isWide={isWide}>{children}</Grid>
    </section>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  /* Room under the last widget so the floating assistant button never covers it. */
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.div<{ $isWide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $isWide }) => ($isWide ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
`;
