import { ErrorBoundary } from '@q/ui';
import { FUNCTION_OKRS, FY25_OBJECTIVES } from '../data/okrs';
import { OkrsView } from '../features/okrs/okrs-view';
import { ExportReportButton, PageHeader } from '../lib/page-frame';

/** /qube/okrs: FY25 objectives company-wide, or by function. */
export function OkrsPage() {
  return (
    <>
      <PageHeader
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
