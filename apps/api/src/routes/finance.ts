import type { FINANCE_API } from '@q/schemas/api/finance';
import { memberOf } from '../access/membership.js';
import { HttpError } from '../http/errors.js';
import { syncViewer } from '../repositories/synced-data.js';
import type { HandlersOf } from './handler.js';

export const FINANCE_FORBIDDEN =
  "Only the company's executives and admins see its financial figures";

/**
 * The calls of `@q/schemas/api/finance`: the company's financial figures, to its executives (the
 * org chart's or the configuration's) and its admins; 403 for anyone else.
 */
export const financeHandlers = {
  async financeFigures(request) {
    const member = await memberOf(request);
    if (!member.canManageConnections) {
      const scope = await request.server.syncedData.viewerScope(await syncViewer(request));
      if (scope.role !== 'executive') throw new HttpError(403, FINANCE_FORBIDDEN);
    }
    return request.server.financeRepository.figures(member.organisationId);
  },

  /**
   * The viewer's own department, as the synced HRIS says, for a manager, an executive or HR;
   * anyone else (or someone without a department) gets no lines, and the tracker its sample.
   */
  async departmentBudget(request) {
    const member = await memberOf(request);
    const scope = await request.server.syncedData.viewerScope(await syncViewer(request));
    const mayRead = scope.role === 'manager' || scope.role === 'executive' || scope.role === 'hr';
    const department = mayRead ? (scope.person?.department ?? null) : null;
    return request.server.financeRepository.departmentBudget(member.organisationId, department);
  },
} satisfies HandlersOf<typeof FINANCE_API>;
