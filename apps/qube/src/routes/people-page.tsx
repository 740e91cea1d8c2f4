import { QUBE_PAGES } from '@q/schemas/apps';
import { Columns, ErrorBoundary, PageStack } from '@q/ui';
import { PEOPLE_DATA } from '../data/people';
import { AttritionRisk } from '../features/attrition-risk/attrition-risk';
import { HiringPipeline } from '../features/hiring-pipeline/hiring-pipeline';
import { Leadership } from '../features/leadership/leadership';
import { TeamCapacity } from '../features/team-capacity/team-capacity';
import { QubePageHeader } from '../lib/page-header';
import { ExportReportMenu } from '../lib/report/export-report-menu';

const HEADING = {
  title: 'People',
  description: 'Workforce capacity, hiring, attrition and leadership.',
};

/** /qube/people: capacity, hiring, attrition and leadership. */
export function PeoplePage() {
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
                peopleReport(HEADING, PEOPLE_DATA),
              )
            }
          />
        }
      />
      <PageStack>
        <Columns>
          <ErrorBoundary>
            <TeamCapacity capacity={PEOPLE_DATA.capacity} />
          </ErrorBoundary>
          <ErrorBoundary>
            <HiringPipeline hiring={PEOPLE_DATA.hiring} />
          </ErrorBoundary>
        </Columns>
        <Columns>
          <ErrorBoundary>
            <AttritionRisk attrition={PEOPLE_DATA.attrition} />
          </ErrorBoundary>
          <ErrorBoundary>
            <Leadership leadership={PEOPLE_DATA.leadership} />
          </ErrorBoundary>
        </Columns>
      </PageStack>
    </>
  );
}
