import { describe, expect, it } from 'vitest';
import { INTACT_CHAIN } from '../../lib/audit-fixtures';
import {
  auditExportFileName,
  EMPTY_FILTER_DRAFT,
  eventsText,
  exportDoneText,
  filterDraftProblem,
  filtersFromDraft,
  resultText,
  targetKindText,
  targetText,
  verifyOutcome,
} from './audit-rules';

describe('the Audit Log’s words', () => {
  it('names a target by its label, else by its type and id', () => {
    const workday = { type: 'integration', id: '7', label: 'Workday' };
    expect(targetText(workday)).toBe('Workday');
    expect(targetKindText(workday)).toBe('integration #7');
    expect(targetText({ type: 'sync-run', id: '88', label: null })).toBe('sync-run #88');
    expect(targetKindText({ type: 'sync-run', id: '88', label: null })).toBeNull();
    expect(targetText({ type: 'session', id: null, label: null })).toBe('session');
    expect(targetKindText({ type: 'report', id: null, label: '/qube/people' })).toBe('report');
    // An id that is not a number is written as it is.
    expect(targetText({ type: 'report', id: '/qube/people', label: null })).toBe(
      'report /qube/people',
    );
    expect(
      targetText({ type: 'call', id: 'DELETE /api/system-integrations/:id', label: null }),
    ).toBe('call DELETE /api/system-integrations/:id');
  });

  it('says OK, or that the call was refused and with which status', () => {
    expect(resultText({ result: 'ok', status: null })).toBe('OK');
    expect(resultText({ result: 'refused', status: 403 })).toBe('Refused (403)');
    expect(resultText({ result: 'refused', status: null })).toBe('Refused');
  });

  it('counts events with thousands separated', () => {
    expect(eventsText(1)).toBe('1 event');
    expect(eventsText(0)).toBe('0 events');
    expect(eventsText(10_000)).toBe('10,000 events');
  });

  it('says what the chain check found', () => {
    expect(verifyOutcome(INTACT_CHAIN)).toEqual({
      kind: 'intact',
      text: 'Chain intact: 1,234 events checked from event #1',
    });
    expect(
      verifyOutcome({
        ok: false,
        checked: 811,
        anchor: { id: 1, hash: 'x' },
        firstBroken: { id: 812, reason: 'its hash does not match its content' },
      }),
    ).toEqual({
      kind: 'broken',
      text: 'Chain broken at event #812: its hash does not match its content',
    });
    expect(verifyOutcome({ ok: true, checked: 0, anchor: null, firstBroken: null }).text).toBe(
      'Chain intact: no events to check yet',
    );
    expect(verifyOutcome({ ok: false, checked: 3, anchor: null, firstBroken: null }).text).toBe(
      'Chain broken: 3 events checked',
    );
  });

  it('names the export by the UTC day it was made', () => {
    expect(auditExportFileName(new Date('2026-11-27T23:59:00Z'))).toBe('audit-log-2026-11-27.csv');
    expect(exportDoneText('audit-log-2026-11-27.csv', 3, false)).toBe(
      'Downloaded audit-log-2026-11-27.csv: 3 events.',
    );
    expect(exportDoneText('audit-log-2026-11-27.csv', 10_000, true)).toBe(
      'Downloaded audit-log-2026-11-27.csv: 10,000 events. Only the newest 10,000 are in the file; narrow the filters to export the rest.',
    );
  });

  it('applies a draft’s filters, trimmed, empty ones left out', () => {
    expect(filtersFromDraft(EMPTY_FILTER_DRAFT)).toEqual({
      person: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
    expect(
      filtersFromDraft({ person: ' sarah ', action: 'sign-in', from: '2026-11-01', to: '' }),
    ).toEqual({ person: 'sarah', action: 'sign-in', from: '2026-11-01', to: undefined });
  });

  it('refuses crossed dates and a person longer than the server takes', () => {
    expect(
      filterDraftProblem({ ...EMPTY_FILTER_DRAFT, from: '2026-11-02', to: '2026-11-01' }),
    ).toBe('From must be on or before To');
    expect(
      filterDraftProblem({ ...EMPTY_FILTER_DRAFT, from: '2026-11-01', to: '2026-11-01' }),
    ).toBeNull();
    expect(filterDraftProblem({ ...EMPTY_FILTER_DRAFT, person: 'x'.repeat(255) })).toBe(
      'The person is at most 254 characters',
    );
  });
});
