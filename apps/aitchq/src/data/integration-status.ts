import type { IntegrationStatusSample } from '@q/schemas/manager';

/** The team card's 'Integration Details' strip: hard-coded, not server data. */
export const INTEGRATION_STATUS_SAMPLE: readonly IntegrationStatusSample[] = [
  { provider: 'workday', connected: true, lastSync: '5 min ago', employeeCount: 247 },
  { provider: 'bamboohr', connected: false, lastSync: 'never', employeeCount: 0 },
  { provider: 'adp', connected: true, lastSync: '1 hour ago', employeeCount: 247 },
];
