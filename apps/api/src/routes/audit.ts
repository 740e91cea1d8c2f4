import type { AUDIT_API } from '@q/schemas/api/audit';
import { accessAdminOf, memberOf } from '../access/membership.js';
import { sessionUser } from '../auth/session.js';
import type { HandlersOf } from './handler.js';

/** The calls of `@q/schemas/api/audit`. */
export const auditHandlers = {
  /** Admins of a company's own organisation: its events (the demo company's visitors are not). */
  async listAuditEvents(request) {
    const { organisationId } = await accessAdminOf(request);
    return request.server.auditTrail.list(organisationId, request.query);
  },

  async verifyAuditLog(request) {
    await accessAdminOf(request);
    return request.server.auditTrail.verify();
  },

  /** Who viewed the signed-in person's data, and what else names them. */
  async myAuditEvents(request) {
    const { server: app } = request;
    const user = sessionUser(request);
    const { organisationId } = await memberOf(request);
    const viewers = await app.syncedData.viewersOf({
      userId: user.id,
      stamp: await request.dataStamp(),
    });
    const page = await app.auditTrail.aboutPerson(organisationId, user.id, viewers, request.query);
    // Who and when, not where from: a viewer's address and browser are for the admins.
    return {
      ...page,
      events: page.events.map((event) => ({
        ...event,
        ip: null,
        userAgent: null,
        requestId: null,
      })),
    };
  },

  async recordExport(request) {
    await request.audit({
      action: 'report-exported',
      target: { type: 'report', id: request.body.page },
      detail: { page: request.body.page, format: request.body.format },
    });
    return { ok: true as const };
  },
} satisfies HandlersOf<typeof AUDIT_API>;
