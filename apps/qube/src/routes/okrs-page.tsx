import { ErrorBoundary } from '@q/ui';
import { useState } from 'react';
import { FUNCTION_OKRS, FY25_OBJECTIVES } from '../data/okrs';
import type { OkrView } from '../features/okrs/okr-view';
import { OkrsView } from '../features/okrs/okrs-view';
import { QubePageHeader } from '../lib/page-header';
import { ExportReportMenu } from '../lib/report/export-report-menu';

const HEADING = {
  title: 'OKRs',
  description: 'FY25 objectives and key results, company-wide and by function.',
};

/** /qube/okrs: FY25 objectives company-wide, or by function. */
export function OkrsPage() {
  // Held here, so that the export shows the view the page shows.
  const [view, setView] = useState<OkrView>('company');
  return (
    <>
      <QubePageHeader
        hasBackLink
        {...HEADING}
        actions={
          <ExportReportMenu
            loadReport={() =>
              import('../reports/okrs-report').then(({ okrsReport }) =>
                okrsReport(HEADING, view, FY25_OBJECTIVES, FUNCTION_OKRS),
              )
            }
          />
        }
      />
      <ErrorBoundary>
        <OkrsView
          objectives={FY25_OBJECTIVES}
          functions={FUNCTION_OKRS}
          view={view}
          onViewChange={setView}
        />
      </ErrorBoundary>
    </>
  );
}
