import { describe, expect, it } from 'vitest';
import { testMyAuditEvents } from './audit-fixtures';
import {
  aboutYouText,
  actionText,
  actorText,
  auditTimeText,
  auditValueText,
  countText,
} from './audit-text';

describe('audit text', () => {
  it('writes an event’s moment absolute, in UTC', () => {
    expect(auditTimeText('2026-11-27T14:05:00.000Z')).toBe('27 Nov 2026, 14:05 UTC');
    expect(auditTimeText('2027-01-03T00:07:59.999Z')).toBe('3 Jan 2027, 00:07 UTC');
    expect(auditTimeText('2026-11-27T23:30:00.000-02:00')).toBe('28 Nov 2026, 01:30 UTC');
    expect(auditTimeText('not a date')).toBe('not a date');
  });

  it('names actions as the Audit Log does, and counts with separators', () => {
    expect(actionText('integration-key-replaced')).toBe('Integration key replaced');
    expect(actionText('hr-data-viewed')).toBe('Personal data viewed');
    expect(countText(1234)).toBe('1,234');
  });

  it('writes values plainly, and anything structured as JSON', () => {
    expect(auditValueText('weekly')).toBe('weekly');
    expect(auditValueText(null)).toBe('none');
    expect(auditValueText(undefined)).toBe('none');
    expect(auditValueText('')).toBe('none');
    expect(auditValueText(false)).toBe('no');
    expect(auditValueText(12)).toBe('12');
    expect(auditValueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });

  it('names people by their label and the system by its part', () => {
    expect(actorText({ kind: 'user', userId: 2, label: 'sarah@acme.example' })).toBe(
      'sarah@acme.example',
    );
    expect(actorText({ kind: 'system', userId: null, label: 'system:sync' })).toBe('A sync');
    expect(actorText({ kind: 'system', userId: null, label: 'system:scheduler' })).toBe(
      'The scheduler',
    );
    expect(actorText({ kind: 'system', userId: null, label: 'system:other' })).toBe('The system');
  });

  it('says who viewed what of yours, and who did anything else about you', () => {
    expect(testMyAuditEvents().map(aboutYouText)).toEqual([
      'sarah.chen@acme.example viewed your time off and work anniversary',
      'alex.morgan@acme.example viewed your goals',
      'alex.morgan@acme.example: Sessions ended by an admin',
      'A sync: Sessions ended by a sync',
    ]);
    const viewed = (detail: Record<string, unknown> | null) =>
      aboutYouText({
        actor: { kind: 'user', userId: 1, label: 'alex@acme.example' },
        action: 'hr-data-viewed',
        detail,
      });
    expect(viewed({ call: '/api/employees' })).toBe(
      'alex@acme.example viewed your place in the team and your next time off',
    );
    expect(viewed({ call: '/api/team/reports' })).toBe(
      'alex@acme.example viewed your place in the team and your next time off',
    );
    // A read the page does not know yet, or none named.
    expect(viewed({ call: '/api/new-read' })).toBe('alex@acme.example viewed your personal data');
    expect(viewed(null)).toBe('alex@acme.example viewed your personal data');
    // The name the account has now, when the server knows it.
    expect(
      aboutYouText({
        actor: { kind: 'user', userId: 1, label: 'alex@acme.example', name: 'Alex Morgan' },
        action: 'hr-data-viewed',
        detail: { call: '/api/workday/goals' },
      }),
    ).toBe('Alex Morgan viewed your goals');
  });
});
