import { type QuickBooksFake, startQuickBooksFake } from '@q/provider-fakes/quickbooks';
import { afterEach, describe, expect, it } from 'vitest';
import { syncFailure, testProviderHttp } from '../../../test/connector-helpers.js';
import type { OAuthGrant } from '../connector.js';
import {
  exchangeQuickBooksCode,
  quickbooksConnector,
  quickbooksOrigins,
  quickbooksUrls,
  reportSpans,
} from './quickbooks.js';

const CLIENT = { clientId: 'qbo-unit-client', clientSecret: 'qbo-unit-secret-Jk3Lm9' };
const REALM = '4620816365000000001';

const fakes: QuickBooksFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

/** A fake with one account, and a grant obtained from it as the consent callback would. */
async function granted() {
  const fake = await startQuickBooksFake({
    ...CLIENT,
    realmId: REALM,
    accounts: [{ id: '1', name: 'Sales', type: 'Income', amounts: {} }],
  });
  fakes.push(fake);
  const { http } = testProviderHttp(quickbooksOrigins(fake.endpoint));
  const urls = quickbooksUrls(fake.endpoint);
  if (!urls) throw new Error('no URLs');
  const consent = await fetch(
    `${urls.authorizeUrl}?client_id=${CLIENT.clientId}&response_type=code&redirect_uri=${encodeURIComponent('http://localhost/cb')}&state=s`,
    { redirect: 'manual' },
  );
  const code = new URL(consent.headers.get('location') as string).searchParams.get(
    'code',
  ) as string;
  const grant = await exchangeQuickBooksCode(
    http,
    urls,
    CLIENT,
    code,
    'http://localhost/cb',
    REALM,
  );
  return { fake, urls, grant };
}

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

describe('the QuickBooks grant in a run', () => {
  it('goes on with the grant another run stored when its own refresh token was spent', async () => {
    const { fake, urls, grant } = await granted();
    // Another run refreshed first: the refresh token this run holds is spent, and the stored
    // grant is the new one.
    const { http: other } = testProviderHttp(quickbooksOrigins(fake.endpoint));
    const refreshed = await other.json(urls.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: grant.refreshToken,
      }).toString(),
    });
    const body = refreshed.body as { access_token: string; refresh_token: string };
    const stored: OAuthGrant = {
      ...grant,
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      accessExpiresAt: new Date(Date.now() + 3_600_000),
    };
    const saved: OAuthGrant[] = [];
    const { http } = testProviderHttp(quickbooksOrigins(fake.endpoint));
    const result = await quickbooksConnector.read({
      endpoint: fake.endpoint,
      apiKey: CLIENT.clientSecret,
      configData: { clientId: CLIENT.clientId },
      http,
      now: new Date(),
      oauth: {
        // This run's grant is about to expire: it refreshes first, and is refused.
        grant: { ...grant, accessExpiresAt: new Date(Date.now() + 1_000) },
        save: async (next) => {
          saved.push(next);
        },
        reload: async () => stored,
      },
    });
    expect(result.records.financeLines).toEqual([]);
    expect(saved).toEqual([]);
    for (const request of fake.apiRequests()) {
      expect(request.headers.authorization).toBe(`Bearer ${body.access_token}`);
    }
  });

  it('says the consent lapsed when the stored grant is the refused one', async () => {
    const { fake, grant } = await granted();
    fake.revokeConsent();
    const { http } = testProviderHttp(quickbooksOrigins(fake.endpoint));
    const error = await syncFailure(
      quickbooksConnector.read({
        endpoint: fake.endpoint,
        apiKey: CLIENT.clientSecret,
        configData: { clientId: CLIENT.clientId },
        http,
        now: new Date(),
        oauth: { grant, save: async () => {}, reload: async () => grant },
      }),
      [CLIENT.clientSecret, grant.accessToken, grant.refreshToken],
    );
    expect(error.reason).toBe('rejected-key');
    expect(error.message).toContain('invalid_grant');
  });
});
