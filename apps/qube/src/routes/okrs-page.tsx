import { QUBE_PAGES } from '@q/schemas/apps';
import { fiscalYearLabel } from '@q/schemas/periods';
import { ErrorBoundary, Spinner } from '@q/ui';
import { PageQueryProvider, useToday } from '@q/ui/app';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANY_OBJECTIVES, FUNCTION_OKRS } from '../data/okrs';
import type { OkrView } from '../features/okrs/okr-view';
import { OkrsView } from '../features/okrs/okrs-view';
import { LoadFailure } from '../lib/load-failure';
import { QubePageHeader } from '../lib/page-header';
import { ExportReportMenu } from '../lib/report/export-report-menu';
import { OKRS_QUERY } from './okrs-query';

/**
 * /qube/okrs: this fiscal year's objectives company-wide, or by function; the company's own
 * objectives where its HRIS syncs them, else the sample's. If the call fails the page shows the
 * sample, labelled, and says why.
 */
export function OkrsPage() {
  return (
    <PageQueryProvider>
      <Okrs />
    </PageQueryProvider>
  );
}

function Okrs() {
  const query = useQuery(OKRS_QUERY);
  const answer = query.data;
  const synced =
    answer?.state === 'computed' && answer.source
      ? {
          source: answer.source,
          objectives: answer.companyObjectives ?? [],
          functionalObjectives: answer.functionalObjectives ?? 0,
        }
      : undefined;
  // Held here, so that the export shows the view the page shows.
  const [view, setView] = useState<OkrView>('company');
  const fiscalYear = fiscalYearLabel(useToday());
  const heading = {
    title: 'OKRs',
    description: `${fiscalYear} objectives and key results, company-wide and by function.`,
  };
  return (
    <>
      <QubePageHeader
        hasBackLink
        {...heading}
        actions={
          <ExportReportMenu
            page={QUBE_PAGES.okrs.path}
            loadReport={() =>
              import('../reports/okrs-report').then(({ okrsReport }) =>
                okrsReport(heading, view, fiscalYear, COMPANY_OBJECTIVES, FUNCTION_OKRS, synced),
              )
            }
          />
        }
      />
      {query.isPending ? (
        <Spinner label="Loading objectives" />
      ) : (
        <>
          {query.isError && (
            <LoadFailure message={query.error.message} onRetry={() => void query.refetch()} />
          )}
          <ErrorBoundary>
            <OkrsView
              fiscalYear={fiscalYear}
              objectives={COMPANY_OBJECTIVES}
              functions={FUNCTION_OKRS}
              view={view}
              onViewChange={setView}
              synced={synced}
            />
          </ErrorBoundary>
        </>
      )}
    </>
  );
}
