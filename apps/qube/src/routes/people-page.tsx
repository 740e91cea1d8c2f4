import { Columns, ErrorBoundary, PageStack } from '@q/ui';
import { PEOPLE_DATA } from '../data/people';
import { AttritionRisk } from '../features/attrition-risk/attrition-risk';
import { HiringPipeline } from '../features/hiring-pipeline/hiring-pipeline';
import { Leadership } from '../features/leadership/leadership';
import { TeamCapacity } from '../features/team-capacity/team-capacity';
import { ExportReportButton, QubePageHeader } from '../lib/page-header';

/** /qube/people: capacity, hiring, attrition and leadership. */
export function PeoplePage() {
  return (
    <>
      <QubePageHeader
        hasBackLink
        title="People"
        description="Workforce capacity, hiring, attrition and leadership."
        actions={<ExportReportButton />}
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
