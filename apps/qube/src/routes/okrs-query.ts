import { endpointQuery } from '@q/api-client';
import { EXECUTIVE_API } from '@q/schemas/api/executive';

/** The OKRs page's one call: the company's objectives synced from the HRIS, or none. */
export const OKRS_QUERY = endpointQuery(EXECUTIVE_API.executiveOkrs);
