import { AppMain, AppShell, ErrorBoundary } from '@q/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BudgetCard } from '../features/budget/budget-card';
import { CapacityCard } from '../features/capacity/capacity-card';
import { DashboardHeader } from '../features/dashboard-header/dashboard-header';
import { SmartGoalsCard } from '../features/goals/smart-goals-card';
import { HeadcountCard } from '../features/headcount/headcount-card';
import { HrisInsightsCard } from '../features/hris-insights/hris-insights-card';
import { ManagementInsightsSection } from '../features/management-insights/management-insights-section';
import { NewsTicker } from '../features/news-ticker/news-ticker';
import { OkrsCard } from '../features/okrs/okrs-card';
import { RecruitingCard } from '../features/recruiting/recruiting-card';
import { SystemsCard } from '../features/systems/systems-card';
import { TeamCard } from '../features/team/team-card';

/**
 * The manager dashboard (SPEC §2), sections in the spec's order. Key Deliverables, the agents,
 * span-of-control, trainings and productivity widgets and the assistant come with part 2 of the
 * dashboard and slot into the sections below.
 */
export function DashboardPage() {
  return (
    <AppShell>
      <DashboardHeader />
      <AppMain>
        <Stack>
          <ErrorBoundary>
            <NewsTicker />
          </ErrorBoundary>
          <Section title="Performance & People Management">
            <ErrorBoundary>
              <TeamCard />
            </ErrorBoundary>
          </Section>
          <ErrorBoundary>
            <ManagementInsightsSection />
          </ErrorBoundary>
          <Section title="Goals & Objectives">
            <ErrorBoundary>
              <SmartGoalsCard />
            </ErrorBoundary>
            <ErrorBoundary>
              <OkrsCard />
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
      </AppMain>
    </AppShell>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <Grid>{children}</Grid>
    </section>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
