import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultDataDir, loadConfig } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'q-api-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      nodeEnv: 'production',
      logLevel: 'info',
      trustProxy: false,
      integrationAllowPrivateTargets: false,
      integrationTimeoutMs: 5000,
    });
    expect(defaultDataDir()).toMatch(/[/\\]\.data$/);
  });

  it('generates the app secret once, private to the owner, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'app-secret');
    expect(first.appSecretSource).toBe('file');
    expect(first.appSecret).toBe(readFileSync(file, 'utf8'));
    expect(Buffer.from(first.appSecret, 'base64url')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
  });

  it('reads HR and executive emails as lowercase lists, and refuses what is not one', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ hrEmails: [], executiveEmails: [] });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        HR_EMAILS: ' Hana.Ruiz@Acme.example , people@acme.example,',
        EXECUTIVE_EMAILS: 'ceo@acme.example',
      }),
    ).toMatchObject({
      hrEmails: ['hana.ruiz@acme.example', 'people@acme.example'],
      executiveEmails: ['ceo@acme.example'],
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, HR_EMAILS: 'hana ruiz' })).toThrow(
      /HR_EMAILS must be email addresses separated by commas/,
    );
  });

  it('prefers APP_SECRET from the environment', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret })).toMatchObject({
      appSecret: secret,
      appSecretSource: 'env',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app@db.internal:5432/q',
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '1',
      INTEGRATION_ALLOW_PRIVATE_TARGETS: 'true',
      INTEGRATION_TIMEOUT_MS: '250',
      LOGIN_RATE_LIMIT_PER_MINUTE: '600',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db.internal:5432/q',
      nodeEnv: 'development',
      logLevel: 'debug',
      trustProxy: 1,
      integrationAllowPrivateTargets: true,
      integrationTimeoutMs: 250,
      loginRateLimitPerMinute: 600,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).loginRateLimitPerMinute).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.0/8',
    );
  });

  it('reads the sync bounds: deadline, rate-limit waiting, runs at once', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      syncRunDeadlineMs: 900_000,
      syncMaxRateLimitWaitMs: 120_000,
      syncConcurrency: 2,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SYNC_RUN_DEADLINE_MS: '60000',
        SYNC_MAX_RATE_LIMIT_WAIT_MS: '0',
        SYNC_CONCURRENCY: '4',
      }),
    ).toMatchObject({ syncRunDeadlineMs: 60_000, syncMaxRateLimitWaitMs: 0, syncConcurrency: 4 });
    const load = () =>
      loadConfig({
        DATA_DIR: dataDir,
        SYNC_RUN_DEADLINE_MS: '90000000',
        SYNC_MAX_RATE_LIMIT_WAIT_MS: '-1',
        SYNC_CONCURRENCY: '0',
      });
    expect(load).toThrow(
      /SYNC_RUN_DEADLINE_MS[\s\S]*SYNC_MAX_RATE_LIMIT_WAIT_MS[\s\S]*SYNC_CONCURRENCY/,
    );
  });

  it('names every invalid variable in one error', () => {
    const load = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        APP_SECRET: 'short',
        NODE_ENV: 'staging',
        INTEGRATION_ALLOW_PRIVATE_TARGETS: 'yes',
        INTEGRATION_TIMEOUT_MS: '0',
        LOGIN_RATE_LIMIT_PER_MINUTE: '0',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*APP_SECRET[\s\S]*NODE_ENV[\s\S]*INTEGRATION_ALLOW_PRIVATE_TARGETS[\s\S]*INTEGRATION_TIMEOUT_MS[\s\S]*LOGIN_RATE_LIMIT_PER_MINUTE/,
    );
  });
});
