import { QUBE_PAGES } from '@q/schemas/apps';
import { Columns, ErrorBoundary, PageStack, Spinner } from '@q/ui';
import { PageQueryProvider, useToday } from '@q/ui/app';
import { useQuery } from '@tanstack/react-query';
import { financeData } from '../data/finance';
import { BudgetVsActuals } from '../features/budget-vs-actuals/budget-vs-actuals';
import { CashRunway } from '../features/cash-runway/cash-runway';
import { FinancialSummary } from '../features/financial-summary/financial-summary';
import { SpendToImpact } from '../features/spend-to-impact/spend-to-impact';
import { computedSources, financePageFigures } from '../lib/finance-figures';
import { LoadFailure } from '../lib/load-failure';
import { QubePageHeader } from '../lib/page-header';
import { ExportReportMenu } from '../lib/report/export-report-menu';
import { FINANCE_QUERY } from './finance-query';

const HEADING = {
  title: 'Finance',
  description: 'Financial performance against budget, cash runway and return on spend.',
};

const SUMMARY_KEYS = ['revenue', 'expenses', 'grossMargin', 'burnRate'] as const;

/**
 * /qube/finance: the summary, budget against actuals, runway and return on spend. Each figure is
 * the company's where its connected financial system gives it, else the sample's, and each widget
 * says which. If the call fails the page shows the sample, labelled, and says why.
 */
export function FinancePage() {
  return (
    <PageQueryProvider>
      <Finance />
    </PageQueryProvider>
  );
}

function Finance() {
  const query = useQuery(FINANCE_QUERY);
  const figures = financePageFigures(financeData(useToday()), query.data);
  const summarySources = computedSources(figures, SUMMARY_KEYS);
  return (
    <>
      <QubePageHeader
        hasBackLink
        {...HEADING}
        actions={
          <ExportReportMenu
            page={QUBE_PAGES.finance.path}
            loadReport={() =>
              import('../reports/finance-report').then(({ financeReport }) =>
                financeReport(HEADING, figures),
              )
            }
          />
        }
      />
      {query.isPending ? (
        <Spinner label="Loading finance figures" />
      ) : (
        <PageStack>
          {query.isError && (
            <LoadFailure message={query.error.message} onRetry={() => void query.refetch()} />
          )}
          <ErrorBoundary>
            <FinancialSummary
              summary={figures.summary}
              computedFrom={summarySources}
              sampleKeys={new Set(SUMMARY_KEYS.filter((key) => figures.origins[key] === 'sample'))}
            />
          </ErrorBoundary>
          <Columns $first={3} $second={2}>
            <ErrorBoundary>
              <BudgetVsActuals
                lines={figures.budgetLines}
                computedFrom={computedSources(figures, ['budgetLines'])}
              />
            </ErrorBoundary>
            <ErrorBoundary>
              <CashRunway
                runway={figures.runway}
                computedFrom={computedSources(figures, ['runway'])}
              />
            </ErrorBoundary>
          </Columns>
          <ErrorBoundary>
            <SpendToImpact items={figures.spendToImpact} />
          </ErrorBoundary>
        </PageStack>
      )}
    </>
  );
}
