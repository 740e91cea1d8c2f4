import { AUDIT_ACTION_LABELS, type AuditEvent } from '@q/schemas/audit';

/**
 * How the audit trail's events read, in the Audit Log (System Settings) and in "Who viewed my
 * data" (the account menu). `@q/schemas/audit` holds zod: only the lazily loaded code of those
 * two imports this module, never a page's first chunk.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An event's moment, absolute and in UTC, the same for every reader of the trail:
 * '27 Nov 2026, 14:05 UTC'.
 */
export function auditTimeText(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return `${day}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

const COUNT = new Intl.NumberFormat('en-GB');

/** A count with thousands separated: 1,234. */
export function countText(count: number): string {
  return COUNT.format(count);
}

/** The action as people read it ('Integration changed'). */
export function actionText(action: AuditEvent['action']): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/**
 * A value of an event's changes or detail: text as it is, a number or yes/no plainly, nothing
 * as 'none', anything else as JSON.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The system's actors by their label; any other `system:` actor is the system. */
const SYSTEM_ACTORS: Record<string, string> = {
  'system:sync': 'A sync',
  'system:scheduler': 'The scheduler',
};

/** Who acted, as a sentence starts: a person's name (else their email), or what part of the system. */
export function actorText(actor: AuditEvent['actor']): string {
  if (actor.kind === 'system') return SYSTEM_ACTORS[actor.label] ?? 'The system';
  return actor.name ?? actor.label;
}

/**
 * What of the person each audited read shows, by the call the server names in a view's detail
 * (`detail.call`, the route read: `apps/api/src/audit/audited-calls.ts` lists the reads of
 * personal data).
 */
const VIEWED_BY_CALL: Record<string, string> = {
  '/api/employees': 'your place in the team and your next time off',
  '/api/team/reports': 'your place in the team and your next time off',
  '/api/workday/goals': 'your goals',
  '/api/hris-insights': 'your time off and work anniversary',
};

/** What a view of personal data looked at: by its call, else 'your personal data'. */
function viewedText(detail: AuditEvent['detail']): string {
  const call = detail?.call;
  return (typeof call === 'string' && VIEWED_BY_CALL[call]) || 'your personal data';
}

/**
 * One line of "Who viewed my data": 'sarah.chen@acme.example viewed your goals' for a view;
 * for any other event about the person, who and what ('alex@acme.example: Sessions ended by an
 * admin').
 */
export function aboutYouText(event: Pick<AuditEvent, 'actor' | 'action' | 'detail'>): string {
  const who = actorText(event.actor);
  if (event.action === 'hr-data-viewed') return `${who} viewed ${viewedText(event.detail)}`;
  return `${who}: ${actionText(event.action)}`;
}
