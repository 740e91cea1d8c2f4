import { endpointQuery } from '@q/api-client';
import { FINANCE_API } from '@q/schemas/api/finance';

/**
 * The Finance page's and the overview's KPI cards' one call: the company's figures computed from
 * its connected financial system (none when nothing is connected or the viewer may not see them).
 */
export const FINANCE_QUERY = endpointQuery(FINANCE_API.financeFigures);
