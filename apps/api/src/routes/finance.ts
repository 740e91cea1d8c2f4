import type { FINANCE_API } from '@q/schemas/api/finance';
import { SAMPLE_PROVENANCE } from '@q/schemas/sync';
import { memberOf } from '../access/membership.js';
import { canSeeCompanyAggregates } from '../access/scope.js';
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
   * The viewer's own department, as the synced HRIS says, for a manager, an executive or HR;
   * anyone else (a visitor, or someone without a department) gets no lines, and the tracker its
   * sample.
   */
  async departmentBudget(request) {
    if (!request.user || request.organisationId === null) return SAMPLE_BUDGET;
    const member = await memberOf(request);
    const scope = await request.server.syncedData.viewerScope(await syncViewer(request));
    const mayRead = scope.role === 'manager' || scope.role === 'executive' || scope.role === 'hr';
    const department = mayRead ? (scope.person?.department ?? null) : null;
    return request.server.financeRepository.departmentBudget(member.organisationId, department);
  },
} satisfies HandlersOf<typeof FINANCE_API>;
