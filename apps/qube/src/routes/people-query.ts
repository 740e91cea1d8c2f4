import { endpointQuery } from '@q/api-client';
import { EXECUTIVE_API } from '@q/schemas/api/executive';

/**
 * The People page's one call: its figures computed from the connected HRIS and ATS (every
 * figure null when nothing is connected or the viewer may not see the company's).
 */
export const PEOPLE_QUERY = endpointQuery(EXECUTIVE_API.executivePeople);
