import type { Provider, SystemType } from '@q/schemas/enums';
import type { Connector, ConnectorLookup } from '../connector.js';
import { bamboohrConnector } from './bamboohr.js';
import { greenhouseConnector, greenhouseOrigins } from './greenhouse.js';
import { otherAtsConnector, otherFinancialConnector, otherHrisConnector } from './other.js';
import { quickbooksConnector, quickbooksOrigins } from './quickbooks.js';
import { workdayConnector } from './workday.js';

/** Every connector, by type and provider (`SYNC_PROVIDERS` in the catalog lists the same). */
const CONNECTORS: readonly Connector[] = [
  bamboohrConnector,
  workdayConnector,
  otherHrisConnector,
  greenhouseConnector,
  otherAtsConnector,
  otherFinancialConnector,
  quickbooksConnector,
];

/** Providers that call an origin beyond the API Endpoint's (their OAuth servers). */
const EXTRA_ORIGINS: Partial<Record<Provider, (endpoint: string) => string[]>> = {
  greenhouse: greenhouseOrigins,
  quickbooks: quickbooksOrigins,
};

export const findConnector: ConnectorLookup = (
  systemType: SystemType,
  provider: Provider,
  endpoint: string,
) => {
  const connector = CONNECTORS.find((c) => c.systemType === systemType && c.provider === provider);
  if (!connector) return undefined;
  let origin: string;
  try {
    origin = new URL(endpoint).origin;
  } catch {
    return undefined;
  }
  const origins = new Set([origin, ...(EXTRA_ORIGINS[provider]?.(endpoint) ?? [])]);
  return { connector, origins: [...origins] };
};

export const CONNECTOR_LIST = CONNECTORS;
