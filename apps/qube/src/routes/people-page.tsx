import { QUBE_PAGES } from '@q/schemas/apps';
import { Columns, ErrorBoundary, PageStack, Spinner } from '@q/ui';
import { PageQueryProvider } from '@q/ui/app';
import { useQuery } from '@tanstack/react-query';
import { PEOPLE_DATA } from '../data/people';
import { AttritionRisk } from '../features/attrition-risk/attrition-risk';
import { HiringPipeline } from '../features/hiring-pipeline/hiring-pipeline';
import { Leadership } from '../features/leadership/leadership';
import { TeamCapacity } from '../features/team-capacity/team-capacity';
import { LoadFailure } from '../lib/load-failure';
import { QubePageHeader } from '../lib/page-header';
import { peopleFigures, WIDGET_FIGURES, widgetProvenance } from '../lib/people-figures';
import { ExportReportMenu } from '../lib/report/export-report-menu';
import { PEOPLE_QUERY } from './people-query';

const HEADING = {
  title: 'People',
  description: 'Workforce capacity, hiring, attrition and leadership.',
};

/**
 * /qube/people: capacity, hiring, attrition and leadership. Each figure is the company's where
 * its connected HRIS or ATS gives it, else the sample's, and each widget says which. If the call
 * fails the page shows the sample, labelled, and says why.
 */
export function PeoplePage() {
  return (
    <PageQueryProvider>
      <People />
    </PageQueryProvider>
  );
}

function People() {
  const query = useQuery(PEOPLE_QUERY);
  const figures = peopleFigures(PEOPLE_DATA, query.data);
  return (
    <>
      <QubePageHeader
        hasBackLink
        {...HEADING}
        actions={
          <ExportReportMenu
            page={QUBE_PAGES.people.path}
            loadReport={() =>
              import('../reports/people-report').then(({ peopleReport }) =>
                peopleReport(HEADING, figures),
              )
            }
          />
        }
      />
      {query.isPending ? (
        <Spinner label="Loading people figures" />
      ) : (
        <PageStack>
          {query.isError && (
            <LoadFailure message={query.error.message} onRetry={() => void query.refetch()} />
          )}
          <Columns>
            <ErrorBoundary>
              <TeamCapacity
                capacity={figures.capacity}
                provenance={widgetProvenance(figures, WIDGET_FIGURES.capacity)}
              />
            </ErrorBoundary>
            <ErrorBoundary>
              <HiringPipeline
                hiring={figures.hiring}
                provenance={widgetProvenance(figures, WIDGET_FIGURES.hiring)}
              />
            </ErrorBoundary>
          </Columns>
          <Columns>
            <ErrorBoundary>
              <AttritionRisk
                attrition={figures.attrition}
                provenance={widgetProvenance(figures, WIDGET_FIGURES.attrition)}
              />
            </ErrorBoundary>
            <ErrorBoundary>
              <Leadership
                leadership={figures.leadership}
                provenance={widgetProvenance(figures, WIDGET_FIGURES.leadership)}
              />
            </ErrorBoundary>
          </Columns>
        </PageStack>
      )}
    </>
  );
}
