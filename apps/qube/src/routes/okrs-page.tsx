import { QUBE_PAGES } from '@q/schemas/apps';
import { fiscalYearLabel } from '@q/schemas/periods';
import { ErrorBoundary } from '@q/ui';
import { useToday } from '@q/ui/app';
import { useState } from 'react';
import { COMPANY_OBJECTIVES, FUNCTION_OKRS } from '../data/okrs';
import type { OkrView } from '../features/okrs/okr-view';
import { OkrsView } from '../features/okrs/okrs-view';
import { QubePageHeader } from '../lib/page-header';
import { ExportReportMenu } from '../lib/report/export-report-menu';

/** /qube/okrs: this fiscal year's objectives company-wide, or by function. */
export function OkrsPage() {
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
                okrsReport(heading, view, fiscalYear, COMPANY_OBJECTIVES, FUNCTION_OKRS),
              )
            }
          />
        }
      />
      <ErrorBoundary>
        <OkrsView
          fiscalYear={fiscalYear}
          objectives={COMPANY_OBJECTIVES}
          functions={FUNCTION_OKRS}
          view={view}
          onViewChange={setView}
        />
      </ErrorBoundary>
    </>
  );
}
