import {
  PROVIDERS_BY_SYSTEM_TYPE,
  SYNC_PROVIDERS,
  SYSTEM_TYPES,
} from '@q/schemas/integration-catalog';
import { describe, expect, it } from 'vitest';
import { findConnector } from './index.js';

describe('the connector registry', () => {
  it('has a connector for exactly the providers the catalog says sync', () => {
    for (const systemType of SYSTEM_TYPES) {
      for (const provider of PROVIDERS_BY_SYSTEM_TYPE[systemType]) {
        const found = findConnector(systemType, provider, 'https://api.example.com/x');
        const listed = (SYNC_PROVIDERS[systemType] as readonly string[]).includes(provider);
        expect({ systemType, provider, connector: found !== undefined }).toEqual({
          systemType,
          provider,
          connector: listed,
        });
      }
    }
  });

  it('lets Greenhouse reach its OAuth server, and every other connector its endpoint only', () => {
    expect(findConnector('ats', 'greenhouse', 'https://harvest.greenhouse.io/v3')?.origins).toEqual(
      ['https://harvest.greenhouse.io', 'https://auth.greenhouse.io'],
    );
    expect(
      findConnector('hris', 'bamboohr', 'https://api.bamboohr.com/api/gateway.php/acme')?.origins,
    ).toEqual(['https://api.bamboohr.com']);
  });
});
