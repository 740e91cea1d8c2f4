import { Button, Columns, ErrorBoundary, PageStack } from '@q/ui';
import { useToday } from '@q/ui/app';
import { lazy, Suspense } from 'react';
import { FUNCTION_OKRS } from '../data/okrs';
import {
  aiPanelActions,
  COMPANY_HEALTH_INDEX,
  EXECUTIVE_SIGNALS,
  HEALTH_AREAS,
  KPI_CARDS,
  revenueForecast,
  risksAndOpportunities,
} from '../data/overview';
import { sampleSignals } from '../data/signals';
import { AiInsights } from '../features/ai-insights/ai-insights';
import { CompanyHealth } from '../features/company-health/company-health';
import { ExecutiveSignals } from '../features/executive-signals/executive-signals';
import { RevenueForecast } from '../features/forecast/forecast';
import { HealthIndex } from '../features/health-index/health-index';
import { KpiCards } from '../features/kpi-cards/kpi-cards';
import { OkrProgress } from '../features/okr-progress/okr-progress';
import { RisksOpportunities } from '../features/risks-opportunities/risks-opportunities';
import { CalendarIcon } from '../lib/icons';
import { QubePageHeader } from '../lib/page-header';

/**
 * The KPI cards computed from the connected financial system: their own chunk (with TanStack
 * Query), after the overview's first paint; the sample cards stand in until it loads.
 */
const FinanceKpiCards = lazy(() => import('./finance-kpi-cards'));

/** /qube: the executive command center. */
export function OverviewPage() {
  const today = useToday();
  return (
    <>
      <QubePageHeader
        title="Executive Command Center"
        description="Company health, performance and what needs your attention."
        actions={
          <>
            <Button variant="outline">
              <CalendarIcon />
              Last 30 days
            </Button>
            <AiInsights signals={sampleSignals(today)} actions={aiPanelActions(today)} />
          </>
        }
      />
      <PageStack>
        <Columns $first={1} $second={2}>
          <ErrorBoundary>
            <HealthIndex index={COMPANY_HEALTH_INDEX} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Suspense fallback={<KpiCards kpis={KPI_CARDS} />}>
              <FinanceKpiCards />
            </Suspense>
          </ErrorBoundary>
        </Columns>
        <ErrorBoundary>
          <CompanyHealth areas={HEALTH_AREAS} />
        </ErrorBoundary>
        <Columns $first={3} $second={2}>
          <ErrorBoundary>
            <ExecutiveSignals signals={EXECUTIVE_SIGNALS} />
          </ErrorBoundary>
          <PageStack>
            <ErrorBoundary>
              <OkrProgress functions={FUNCTION_OKRS} />
            </ErrorBoundary>
            <ErrorBoundary>
              <RevenueForecast forecast={revenueForecast(today)} />
            </ErrorBoundary>
          </PageStack>
        </Columns>
        <ErrorBoundary>
          <RisksOpportunities items={risksAndOpportunities(today)} />
        </ErrorBoundary>
      </PageStack>
    </>
  );
}
