import type { FINANCE_API } from '@q/schemas/api/finance';
import { SAMPLE_PROVENANCE } from '@q/schemas/sync';
import { memberOf } from '../access/membership.js';
import { budgetDepartmentOf, canSeeCompanyAggregates } from '../access/scope.js';
import { syncViewer } from '../repositories/synced-data.js';
import type { HandlersOf } from './handler.js';

const SAMPLE_FIGURES = { provenance: SAMPLE_PROVENANCE, figures: null };
const SAMPLE_BUDGET = {
  provenance: SAMPLE_PROVENANCE,
  department: null,
  currency: null,
  period: null,
  lines: null,
};

/**
 * The calls of `@q/schemas/api/finance`: the company's financial figures to its admins and to
 * whoever may see company aggregates (executives and HR, `canSeeCompanyAggregates`); anyone else
 * (a visitor too) gets the sample's answer (no figures), so Qube's finance page shows them the
 * sample, labelled.
 */
export const financeHandlers = {
  async financeFigures(request) {
    if (!request.user || request.organisationId === null) return SAMPLE_FIGURES;
    const member = await memberOf(request);
    if (!member.canManageConnections) {
      const viewer = await syncViewer(request);
      const [scope, sources] = await Promise.all([
        request.server.syncedData.viewerScope(viewer),
        request.server.syncedData.dataSources(viewer),
      ]);
      const hasSyncedChart = sources.team.state !== 'sample';
      if (!canSeeCompanyAggregates(scope, hasSyncedChart, request.user?.role ?? null)) {
        return SAMPLE_FIGURES;
      }
    }
    return request.server.financeRepository.figures(member.organisationId);
  },

  /**
   * The lines of the department the scope module gives the viewer (`budgetDepartmentOf`); anyone
   * without one (a visitor too) gets no lines, and the tracker its sample.
   */
  async departmentBudget(request) {
    if (!request.user || request.organisationId === null) return SAMPLE_BUDGET;
    const member = await memberOf(request);
    const scope = await request.server.syncedData.viewerScope(await syncViewer(request));
    return request.server.financeRepository.departmentBudget(
      member.organisationId,
      budgetDepartmentOf(scope),
    );
  },
} satisfies HandlersOf<typeof FINANCE_API>;
