import { endpoint } from './endpoint';

const audit = () => import('../audit');

/**
 * The audit trail: admins read and verify it (System Settings, "Audit Log"), everyone reads what
 * is about themselves (who viewed their data), and the pages report exports, which happen in the
 * browser.
 */
export const AUDIT_API = {
  listAuditEvents: endpoint({
    method: 'GET',
    path: '/api/audit-events',
    access: 'session',
    scope: 'organisation',
    tag: 'audit',
    summary: "Admins: the organisation's audit events, newest first, filtered and paginated",
    errors: [400, 403],
    schemas: async () => {
      const { ZAuditQuery, ZAuditEventsResponse } = await audit();
      return { query: ZAuditQuery, response: ZAuditEventsResponse };
    },
  }),
  verifyAuditLog: endpoint({
    method: 'GET',
    path: '/api/audit-events/verify',
    access: 'session',
    scope: 'organisation',
    tag: 'audit',
    summary: 'Admins: check the audit chain from its anchor; reports the first broken link',
    errors: [403],
    schemas: async () => ({ response: (await audit()).ZAuditVerifyResponse }),
  }),
  myAuditEvents: endpoint({
    method: 'GET',
    path: '/api/me/audit-events',
    access: 'session',
    scope: 'self',
    tag: 'audit',
    summary: 'The audit events about the signed-in person (who viewed their data), newest first',
    errors: [400],
    schemas: async () => {
      const { ZMyAuditQuery, ZAuditEventsResponse } = await audit();
      return { query: ZMyAuditQuery, response: ZAuditEventsResponse };
    },
  }),
  recordExport: endpoint({
    method: 'POST',
    path: '/api/reports/exports',
    access: 'session',
    scope: 'self',
    tag: 'audit',
    summary: 'Record a report the signed-in person exported (page and format)',
    schemas: async () => {
      const { ZReportExportRequest, ZRecordedResponse } = await audit();
      return { body: ZReportExportRequest, response: ZRecordedResponse };
    },
  }),
};
