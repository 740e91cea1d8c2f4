import type { EXECUTIVE_API } from '@q/schemas/api/executive';
import { canSeeCompanyAggregates } from '../access/scope.js';
import {
  createExecutivePeopleRepository,
  SAMPLE_EXECUTIVE_OKRS,
  SAMPLE_EXECUTIVE_PEOPLE,
} from '../repositories/executive-people.js';
import { syncViewer } from '../repositories/synced-data.js';
import type { HandlersOf } from './handler.js';

/**
 * The calls of `@q/schemas/api/executive`: company-wide people figures for executives and HR
 * from the organisation's synced company; the company's objectives for every member of the
 * organisation, as the manager dashboard's OKRs are; the sample's (every figure null) for anyone
 * else, signed out, or with nothing connected.
 */
export const executiveHandlers = {
  executivePeople: async (request) => {
    const { user, organisationId } = request;
    if (!user || organisationId === null) return SAMPLE_EXECUTIVE_PEOPLE;
    const viewer = await syncViewer(request);
    const company = await request.server.insights.companyData(organisationId, viewer.stamp);
    const scope = await request.server.syncedData.viewerScope(viewer);
    if (!canSeeCompanyAggregates(scope, company.people.length > 0, user.role)) {
      return SAMPLE_EXECUTIVE_PEOPLE;
    }
    return createExecutivePeopleRepository(request.server.db).people(company);
  },
  executiveOkrs: async (request) => {
    if (!request.user || request.organisationId === null) return SAMPLE_EXECUTIVE_OKRS;
    const sources = await request.server.syncedData.dataSources(await syncViewer(request));
    return createExecutivePeopleRepository(request.server.db).okrs(sources.okrs);
  },
} satisfies HandlersOf<typeof EXECUTIVE_API>;
