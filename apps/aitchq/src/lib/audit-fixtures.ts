import type { AuditEvent, AuditVerifyResponse } from '@q/schemas/audit';

/**
 * The audit trail's calls and answers for the tests and stories of the Audit Log and "Who viewed
 * my data", shaped as the server records them (`apps/api/src/routes/*.ts`, `audit/plugin.ts`).
 */
export const AUDIT_EVENTS_PATH = '/api/audit-events';
export const AUDIT_VERIFY_PATH = '/api/audit-events/verify';
export const MY_AUDIT_EVENTS_PATH = '/api/me/audit-events';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';

/** An event with nothing recorded beyond who, what and when; `overrides` fill in the rest. */
export function auditEvent(overrides: Partial<AuditEvent> & Pick<AuditEvent, 'id'>): AuditEvent {
  return {
    at: '2026-11-27T14:05:00.000Z',
    actor: { kind: 'user', userId: 1, label: 'alex.morgan@acme.example' },
    action: 'sign-in',
    target: { type: 'session', id: null, label: null },
    changes: null,
    detail: null,
    ip: null,
    userAgent: null,
    requestId: null,
    result: 'ok',
    status: null,
    ...overrides,
  };
}

/**
 * Acme's trail, newest first: a changed integration, a refused delete, a sync, sessions ended by
 * an admin, a sign-in, a view of someone's personal data and an export.
 */
export function testAuditEvents(): AuditEvent[] {
  return [
    auditEvent({
      id: 1234,
      at: '2026-11-27T14:05:00.000Z',
      action: 'integration-changed',
      target: { type: 'integration', id: '7', label: 'Workday' },
      changes: {
        syncFrequency: { before: 'daily', after: 'weekly' },
        isEnabled: { before: false, after: true },
      },
      ip: '203.0.113.7',
      userAgent: SAFARI,
      requestId: 'req-7f3a9c',
    }),
    auditEvent({
      id: 1233,
      at: '2026-11-27T13:58:00.000Z',
      actor: { kind: 'user', userId: 2, label: 'sarah.chen@acme.example' },
      action: 'integration-deleted',
      target: { type: 'call', id: 'DELETE /api/system-integrations/:id', label: null },
      ip: '198.51.100.23',
      userAgent: SAFARI,
      requestId: 'req-51bd02',
      result: 'refused',
      status: 403,
    }),
    auditEvent({
      id: 1232,
      at: '2026-11-27T13:40:00.000Z',
      actor: { kind: 'system', userId: null, label: 'system:sync' },
      action: 'sync-finished',
      target: { type: 'sync-run', id: '88', label: 'hris · workday' },
      detail: {
        integrationId: 7,
        status: 'success',
        counts: { created: 12, updated: 3, removed: 1 },
      },
    }),
    auditEvent({
      id: 1231,
      at: '2026-11-27T12:00:00.000Z',
      action: 'sessions-ended-by-admin',
      target: { type: 'user', id: '2', label: 'sarah.chen@acme.example' },
      detail: { sessionsEnded: 2 },
      ip: '203.0.113.7',
      userAgent: SAFARI,
      requestId: 'req-0c44e1',
    }),
    auditEvent({
      id: 1230,
      at: '2026-11-27T09:15:00.000Z',
      actor: { kind: 'user', userId: 2, label: 'sarah.chen@acme.example' },
      action: 'sign-in',
      target: { type: 'user', id: '2', label: 'sarah.chen@acme.example' },
      detail: { via: 'identity-provider' },
      ip: '198.51.100.23',
      userAgent: SAFARI,
      requestId: 'req-9a0f11',
    }),
    auditEvent({
      id: 1229,
      at: '2026-11-26T16:20:00.000Z',
      actor: { kind: 'user', userId: 2, label: 'sarah.chen@acme.example' },
      action: 'hr-data-viewed',
      target: { type: 'people', id: null, label: 'their reporting line' },
      detail: { call: '/api/hris-insights', everyone: false, people: 6 },
      requestId: 'req-61c2aa',
    }),
    auditEvent({
      id: 1228,
      at: '2026-11-26T08:03:00.000Z',
      action: 'report-exported',
      target: { type: 'report', id: '/qube/people', label: null },
      detail: { page: '/qube/people', format: 'pdf' },
      requestId: 'req-2be7d0',
    }),
  ];
}

/** A chain checked whole. */
export const INTACT_CHAIN: AuditVerifyResponse = {
  ok: true,
  checked: 1234,
  anchor: { id: 1, hash: '9f2c4e' },
  firstBroken: null,
};

/** A chain whose row 812 was edited after it was written. */
export const BROKEN_CHAIN: AuditVerifyResponse = {
  ok: false,
  checked: 811,
  anchor: { id: 1, hash: '9f2c4e' },
  firstBroken: { id: 812, reason: 'its hash does not match its content' },
};

/** What the trail holds about Priya, the signed-in person, newest first. */
export function testMyAuditEvents(): AuditEvent[] {
  return [
    auditEvent({
      id: 1229,
      at: '2026-11-27T14:05:00.000Z',
      actor: { kind: 'user', userId: 2, label: 'sarah.chen@acme.example' },
      action: 'hr-data-viewed',
      target: { type: 'people', id: null, label: 'their reporting line' },
      detail: { call: '/api/hris-insights', everyone: false, people: 6 },
    }),
    auditEvent({
      id: 1190,
      at: '2026-11-25T10:30:00.000Z',
      action: 'hr-data-viewed',
      target: { type: 'people', id: null, label: 'everyone' },
      detail: { call: '/api/workday/goals', everyone: true, people: null },
    }),
    auditEvent({
      id: 1102,
      at: '2026-11-20T17:45:00.000Z',
      action: 'sessions-ended-by-admin',
      target: { type: 'user', id: '5', label: 'priya.patel@acme.example' },
      detail: { sessionsEnded: 1 },
    }),
    auditEvent({
      id: 1007,
      at: '2026-11-18T06:00:00.000Z',
      actor: { kind: 'system', userId: null, label: 'system:sync' },
      action: 'sessions-ended-by-sync',
      target: { type: 'sync-run', id: '91', label: 'hris · workday' },
      detail: { sessionsEnded: 1, why: 'people who left the synced company' },
    }),
  ];
}
