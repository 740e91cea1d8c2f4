import { QUBE_PAGES } from '@q/schemas/apps';
import { Columns, ErrorBoundary, PageStack } from '@q/ui';
import { useToday } from '@q/ui/app';
import { financeData } from '../data/finance';
import { BudgetVsActuals } from '../features/budget-vs-actuals/budget-vs-actuals';
import { CashRunway } from '../features/cash-runway/cash-runway';
import { FinancialSummary } from '../features/financial-summary/financial-summary';
import { SpendToImpact } from '../features/spend-to-impact/spend-to-impact';
import { QubePageHeader } from '../lib/page-header';
import { ExportReportMenu } from '../lib/report/export-report-menu';

const HEADING = {
  title: 'Finance',
  description: 'Financial performance against budget, cash runway and return on spend.',
};

/** /qube/finance: the summary, budget against actuals, runway and return on spend. */
export function FinancePage() {
  const finance = financeData(useToday());
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
                financeReport(HEADING, finance),
              )
            }
          />
        }
      />
      <PageStack>
        <ErrorBoundary>
          <FinancialSummary summary={finance.summary} />
        </ErrorBoundary>
        <Columns $first={3} $second={2}>
          <ErrorBoundary>
            <BudgetVsActuals lines={finance.budgetLines} />
          </ErrorBoundary>
          <ErrorBoundary>
            <CashRunway runway={finance.runway} />
          </ErrorBoundary>
        </Columns>
        <ErrorBoundary>
          <SpendToImpact items={finance.spendToImpact} />
        </ErrorBoundary>
      </PageStack>
    </>
  );
}
