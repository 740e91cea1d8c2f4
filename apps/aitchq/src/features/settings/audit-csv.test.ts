import { describe, expect, it } from 'vitest';
import { auditEvent, testAuditEvents } from '../../lib/audit-fixtures';
import { AUDIT_CSV_HEADER, auditEventsToCsv, BOM, csvCell } from './audit-csv';

/** The file's lines after the BOM, the last (empty) one after the final CRLF left out. */
const linesOf = (csv: string) => {
  expect(csv.startsWith(BOM)).toBe(true);
  const lines = csv.slice(BOM.length).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1);
};

describe('csvCell', () => {
  // The cases of Qube's report export (apps/qube/src/lib/report/csv.test.ts), whose rule this is.
  it('quotes text holding a comma, a quote or a line end, doubling quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Engineering, R&D')).toBe('"Engineering, R&D"');
    expect(csvCell('the "best" plan')).toBe('"the ""best"" plan"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text from running as a spreadsheet formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+5 pts')).toBe("'+5 pts");
    expect(csvCell('@home')).toBe("'@home");
    expect(csvCell('-x,y')).toBe('"\'-x,y"');
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
  });

  it('leaves formula characters alone past the first, and writes numbers plain', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('sarah+test@acme.example')).toBe('sarah+test@acme.example');
    expect(csvCell(403)).toBe('403');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('leaves an empty cell for no value', () => {
    expect(csvCell(null)).toBe('');
  });
});

describe('auditEventsToCsv', () => {
  it('has a header row, then one line per event, newest first, CRLF-ended after the BOM', () => {
    const events = testAuditEvents();
    const lines = linesOf(auditEventsToCsv(events));
    expect(lines[0]).toBe(
      'Time (UTC),Actor,Action,Target type,Target ID,Target,Result,Status,IP,User agent,Request ID,Changes (JSON),Detail (JSON)',
    );
    expect(AUDIT_CSV_HEADER).toHaveLength(13);
    expect(lines).toHaveLength(events.length + 1);
    expect(lines[1]).toBe(
      [
        '2026-11-27T14:05:00.000Z',
        'alex.morgan@acme.example',
        'integration-changed',
        'integration',
        '7',
        'Workday',
        'ok',
        '',
        '203.0.113.7',
        '"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15"',
        'req-7f3a9c',
        '"{""syncFrequency"":{""before"":""daily"",""after"":""weekly""},""isEnabled"":{""before"":false,""after"":true}}"',
        '',
      ].join(','),
    );
    // A refused call: its result and status.
    expect(lines[2]).toContain(',refused,403,');
    // A system actor, a detail.
    expect(lines[3]).toBe(
      '2026-11-27T13:40:00.000Z,system:sync,sync-finished,sync-run,88,hris · workday,ok,,,,,,"{""integrationId"":7,""status"":""success"",""counts"":{""created"":12,""updated"":3,""removed"":1}}"',
    );
    // A target without a label.
    expect(lines[7]).toMatch(/,report-exported,report,\/qube\/people,,ok,/);
  });

  it('keeps every field people wrote from running as a formula', () => {
    const hostile = auditEvent({
      id: 9,
      actor: { kind: 'user', userId: null, label: '=HYPERLINK("http://evil.example","x")' },
      action: 'sign-in-refused',
      target: { type: 'session', id: '@id', label: '+1 555 0100' },
      userAgent: '-curl/8.0',
      requestId: '\tabc',
      result: 'refused',
      status: 403,
    });
    const [, line] = linesOf(auditEventsToCsv([hostile]));
    expect(line).toBe(
      [
        '2026-11-27T14:05:00.000Z',
        '"\'=HYPERLINK(""http://evil.example"",""x"")"',
        'sign-in-refused',
        'session',
        "'@id",
        "'+1 555 0100",
        'refused',
        '403',
        '',
        "'-curl/8.0",
        "'\tabc",
        '',
        '',
      ].join(','),
    );
  });

  it('is a header alone when no event matches', () => {
    expect(linesOf(auditEventsToCsv([]))).toEqual([AUDIT_CSV_HEADER.join(',')]);
  });
});
