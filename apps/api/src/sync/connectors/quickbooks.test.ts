import { describe, expect, it } from 'vitest';
import { quickbooksOrigins, quickbooksUrls, reportSpans } from './quickbooks.js';

describe('QuickBooks URLs', () => {
  it('are Intuit’s own for Intuit’s API hosts, and the endpoint’s origin otherwise', () => {
    expect(quickbooksUrls('https://quickbooks.api.intuit.com')).toEqual({
      api: 'https://quickbooks.api.intuit.com',
      authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
      tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    });
    expect(quickbooksOrigins('https://sandbox-quickbooks.api.intuit.com/v3')).toEqual([
      'https://sandbox-quickbooks.api.intuit.com',
      'https://oauth.platform.intuit.com',
    ]);
    // Not Intuit (a proxy, the fake): its own origin for everything, never Intuit's.
    expect(quickbooksUrls('http://127.0.0.1:4104/x')).toEqual({
      api: 'http://127.0.0.1:4104',
      authorizeUrl: 'http://127.0.0.1:4104/connect/oauth2',
      tokenUrl: 'http://127.0.0.1:4104/oauth2/v1/tokens/bearer',
    });
    // Intuit's host over plain http is not Intuit.
    expect(quickbooksUrls('http://quickbooks.api.intuit.com')?.tokenUrl).toBe(
      'http://quickbooks.api.intuit.com/oauth2/v1/tokens/bearer',
    );
    expect(quickbooksUrls('ftp://example.com')).toBeNull();
    expect(quickbooksOrigins('nope')).toEqual([]);
  });
});

describe('reportSpans', () => {
  it('reads the previous and the current fiscal year to this month, six months a request', () => {
    // Fiscal years from January; 27 November 2026: January 2025 to November 2026.
    expect(reportSpans(new Date('2026-11-27T12:00:00Z'), 1)).toEqual([
      { start: '2025-01-01', end: '2025-06-30' },
      { start: '2025-07-01', end: '2025-12-31' },
      { start: '2026-01-01', end: '2026-06-30' },
      { start: '2026-07-01', end: '2026-11-30' },
    ]);
  });

  it('starts the current fiscal year last calendar year before its first month', () => {
    // Fiscal years from April; 15 March 2026 is in FY April 2025 – March 2026.
    expect(reportSpans(new Date('2026-03-15T00:00:00Z'), 4)).toEqual([
      { start: '2024-04-01', end: '2024-09-30' },
      { start: '2024-10-01', end: '2025-03-31' },
      { start: '2025-04-01', end: '2025-09-30' },
      { start: '2025-10-01', end: '2026-03-31' },
    ]);
    // On the first day of April, a new fiscal year: the previous one is April 2025 – March 2026.
    expect(reportSpans(new Date('2026-04-01T00:00:00Z'), 4)[0]).toEqual({
      start: '2025-04-01',
      end: '2025-09-30',
    });
    // February of a leap year ends on the 29th.
    expect(reportSpans(new Date('2024-02-10T00:00:00Z'), 1).at(-1)).toEqual({
      start: '2024-01-01',
      end: '2024-02-29',
    });
  });
});
