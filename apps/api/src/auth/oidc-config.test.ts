import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'q-api-oidc-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PROVIDER = {
  DATA_DIR: dataDir,
  OIDC_ISSUER: 'https://idp.example.com',
  OIDC_CLIENT_ID: 'q',
  OIDC_CLIENT_SECRET: 'client-secret',
  OIDC_REDIRECT_BASE: 'https://q.example.com/',
  COMPANY_NAME: 'Example Ltd',
};

describe('the identity provider settings', () => {
  it('are off without OIDC_ISSUER, and the demo login is on', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.oidc).toBeUndefined();
    expect(config.demoLogin).toBe(true);
    expect(config.sessionMaxAgeMs).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('turn the demo login off unless told otherwise, with the defaults of a generic provider', () => {
    const config = loadConfig(PROVIDER);
    expect(config.demoLogin).toBe(false);
    expect(loadConfig({ ...PROVIDER, DEMO_LOGIN: 'true' }).demoLogin).toBe(true);
    expect(config.oidc).toMatchObject({
      issuer: 'https://idp.example.com',
      clientId: 'q',
      clientAuth: 'client_secret_basic',
      redirectBase: 'https://q.example.com',
      companyName: 'Example Ltd',
      providerName: 'your company account',
      emailClaim: 'email',
      emailVerifiedClaim: 'email_verified',
      nameClaim: 'name',
      groupsClaim: 'groups',
      adminGroups: [],
      allowUnlinked: false,
    });
    expect(config.oidc?.groupRoles.size).toBe(0);
  });

  it('read the group mapping and the admin groups', () => {
    const config = loadConfig({
      ...PROVIDER,
      OIDC_GROUP_ROLES: 'q-hr=hr, Leadership Team=executive',
      OIDC_ADMIN_GROUPS: 'q-admins,it-ops',
      OIDC_SCOPES: 'groups',
    });
    expect([...(config.oidc?.groupRoles ?? [])]).toEqual([
      ['q-hr', 'hr'],
      ['Leadership Team', 'executive'],
    ]);
    expect(config.oidc?.adminGroups).toEqual(['q-admins', 'it-ops']);
    expect(config.oidc?.extraScopes).toEqual(['groups']);
  });

  it('name every missing or wrong setting', () => {
    const problems = () =>
      loadConfig({
        DATA_DIR: dataDir,
        OIDC_ISSUER: 'https://idp.example.com',
        OIDC_GROUP_ROLES: 'q-hr=superuser',
      });
    expect(problems).toThrow(ConfigError);
    expect(problems).toThrow(/OIDC_CLIENT_ID: required/);
    expect(problems).toThrow(/OIDC_CLIENT_SECRET: required/);
    expect(problems).toThrow(/OIDC_REDIRECT_BASE: required/);
    expect(problems).toThrow(/COMPANY_NAME: required/);
    expect(problems).toThrow(/OIDC_GROUP_ROLES: "q-hr=superuser"/);
  });

  it('refuse a plain-http issuer off loopback, and one with credentials or a query', () => {
    for (const issuer of [
      'http://idp.example.com',
      'https://user:pw@idp.example.com',
      'https://idp.example.com/?x=1',
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ ...PROVIDER, OIDC_ISSUER: issuer })).toThrow(/OIDC_ISSUER/);
    }
    expect(loadConfig({ ...PROVIDER, OIDC_ISSUER: 'http://127.0.0.1:4400' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4400',
    );
  });

  it('read the private key of private-key JWT from its file, and say when it cannot', () => {
    const keyFile = join(dataDir, 'client-key.pem');
    writeFileSync(keyFile, '-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----\n');
    const { OIDC_CLIENT_SECRET: _secret, ...withoutSecret } = PROVIDER;
    const config = loadConfig({
      ...withoutSecret,
      OIDC_CLIENT_AUTH: 'private_key_jwt',
      OIDC_PRIVATE_KEY_FILE: keyFile,
      OIDC_PRIVATE_KEY_ID: 'key-1',
    });
    expect(config.oidc?.privateKeyPem).toContain('BEGIN PRIVATE KEY');
    expect(config.oidc?.privateKeyId).toBe('key-1');
    expect(() =>
      loadConfig({
        ...withoutSecret,
        OIDC_CLIENT_AUTH: 'private_key_jwt',
        OIDC_PRIVATE_KEY_FILE: join(dataDir, 'missing.pem'),
      }),
    ).toThrow(/OIDC_PRIVATE_KEY_FILE: cannot be read/);
  });

  it('bound the absolute session lifetime', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_MAX_AGE_HOURS: '8' }).sessionMaxAgeMs).toBe(
      8 * 60 * 60 * 1000,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_MAX_AGE_HOURS: '0' })).toThrow(
      /SESSION_MAX_AGE_HOURS/,
    );
  });
});
