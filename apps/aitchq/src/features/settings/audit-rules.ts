import type { AuditFilters } from '@q/api-client';
import type { AuditEvent, AuditVerifyResponse } from '@q/schemas/audit';
import { countText } from '../../lib/audit-text';

/** What the Audit Log says, apart from its markup. */

/** A target's type and id: 'integration #7', 'report /qube/people', or the type alone. */
function typeAndId({ type, id }: AuditEvent['target']): string {
  if (!id) return type;
  return /^\d+$/.test(id) ? `${type} #${id}` : `${type} ${id}`;
}

/** The event's target: its label when known, else its type and id ('sync-run #88'). */
export function targetText(target: AuditEvent['target']): string {
  return target.label || typeAndId(target);
}

/** Under a labelled target, what it is: 'integration #7'; nothing for a target without a label. */
export function targetKindText(target: AuditEvent['target']): string | null {
  return target.label ? typeAndId(target) : null;
}

/** 'OK', or 'Refused (403)'. */
export function resultText(event: Pick<AuditEvent, 'result' | 'status'>): string {
  if (event.result === 'ok') return 'OK';
  return event.status === null ? 'Refused' : `Refused (${event.status})`;
}

/** '1 event' or '1,234 events'. */
export function eventsText(count: number): string {
  return `${countText(count)} ${count === 1 ? 'event' : 'events'}`;
}

export type VerifyOutcome = { kind: 'intact'; text: string } | { kind: 'broken'; text: string };

/**
 * What the chain check found: 'Chain intact: 1,234 events checked from event #1', or 'Chain
 * broken at event #812: <reason>'.
 */
export function verifyOutcome(result: AuditVerifyResponse): VerifyOutcome {
  if (!result.ok) {
    const broken = result.firstBroken;
    return {
      kind: 'broken',
      text: broken
        ? `Chain broken at event #${broken.id}: ${broken.reason}`
        : `Chain broken: ${eventsText(result.checked)} checked`,
    };
  }
  if (!result.anchor) return { kind: 'intact', text: 'Chain intact: no events to check yet' };
  return {
    kind: 'intact',
    text: `Chain intact: ${eventsText(result.checked)} checked from event #${result.anchor.id}`,
  };
}

/** The export's file: `audit-log-YYYY-MM-DD.csv`, the UTC day it was made, as the times are. */
export function auditExportFileName(date: Date): string {
  return `audit-log-${date.toISOString().slice(0, 10)}.csv`;
}

/** What a finished export says; when it was cut, that the file holds only the newest events. */
export function exportDoneText(fileName: string, count: number, isCut: boolean): string {
  const done = `Downloaded ${fileName}: ${eventsText(count)}.`;
  return isCut
    ? `${done} Only the newest ${countText(count)} are in the file; narrow the filters to export the rest.`
    : done;
}

/** The form's fields as typed: text, the action's value ('' for all), dates ('' for none). */
export interface AuditFilterDraft {
  person: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER_DRAFT: AuditFilterDraft = { person: '', action: '', from: '', to: '' };

/** What is wrong with the draft, or null: a person longer than the server takes, dates crossed. */
export function filterDraftProblem(draft: AuditFilterDraft): string | null {
  if (draft.person.trim().length > PERSON_MAX_LENGTH) {
    return `The person is at most ${PERSON_MAX_LENGTH} characters`;
  }
  if (draft.from && draft.to && draft.from > draft.to) return DATES_CROSSED;
  return null;
}

/** What the filters say of a From after the To. */
export const DATES_CROSSED = 'From must be on or before To';

/** The longest person filter the server takes. */
export const PERSON_MAX_LENGTH = 254;

/** The filters a draft applies (the action is one of the select's, so one of the contract's). */
export function filtersFromDraft(draft: AuditFilterDraft): AuditFilters {
  return {
    person: draft.person.trim() || undefined,
    action: (draft.action || undefined) as AuditFilters['action'],
    from: draft.from || undefined,
    to: draft.to || undefined,
  };
}
