import { ErrorBoundary } from '@q/ui';
import { FUNCTION_OKRS, FY25_OBJECTIVES } from '../data/okrs';
import { OkrsView } from '../features/okrs/okrs-view';
import { ExportReportButton, QubePageHeader } from '../lib/page-header';

/** /qube/okrs: FY25 objectives company-wide, or by function. */
export function OkrsPage() {
  return (
    <>
      <QubePageHeader
        hasBackLink
        title="OKRs"
        description="FY25 objectives and key results, company-wide and by function."
        actions={<ExportReportButton />}
      />
      <ErrorBoundary>
        <OkrsView objectives={FY25_OBJECTIVES} functions={FUNCTION_OKRS} />
      </ErrorBoundary>
    </>
  );
}
