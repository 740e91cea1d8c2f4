import { startBambooHrFake } from './bamboohr';
import { createDemoCompany, createDemoWorkdayWorkers } from './demo-company';
import { startGreenhouseFake } from './greenhouse';
import { demoBooks, startQuickBooksFake } from './quickbooks';
import { startWorkdayFake } from './workday';

/**
 * `pnpm fakes`: the provider fakes on fixed loopback ports, for trying a live sync on a server
 * started with INTEGRATION_ALLOW_PRIVATE_TARGETS=true. Stops on Ctrl+C. BambooHR holds the demo
 * company (`demo-company.ts`), whose people include the four demo accounts under their work
 * emails: Alex Morgan its CEO, Sarah Chen and Priya Patel engineering managers under his Director
 * of Engineering, Jordan Lee one of Sarah's reports. An admin connects it once; each account then
 * sees their own part of it. As a real BambooHR does, the company's report also lists people who
 * have left (two of them once Sarah's reports). Its Performance keeps goals (Jordan's, Sarah's
 * and one of her reports'), so one BambooHR sync gives eyeQ both goals and time off. Workday
 * holds the same company with the same goals, for trying the other HRIS.
 */
const BASE_PORT = Number(process.env.FAKES_PORT ?? 4101);
/** The port of the fake at `offset` from the base; with FAKES_PORT=0, any free port. */
const portAt = (offset: number) => (BASE_PORT === 0 ? 0 : BASE_PORT + offset);

const company = createDemoCompany();
const { employees, timeOff, goals } = company;
const bamboo = await startBambooHrFake({ employees, timeOff, goals, port: portAt(0) });
const workdayPassword = 'workday-demo-password-1';
const workday = await startWorkdayFake({
  username: 'ISU_Q_Sync',
  password: workdayPassword,
  // Built on all workers: those who have left are in the report too.
  workers: createDemoWorkdayWorkers(company),
  port: portAt(1),
});
// Jobs opened from 120 days ago: the applications, offers and sources are of the last year.
const greenhouse = await startGreenhouseFake({
  jobs: 40,
  applications: 600,
  generatedFrom: new Date(Date.now() - 120 * 86_400_000),
  port: portAt(2),
});
// Consents at once when Connect QuickBooks sends the browser to it, and sends it back to Q.
const quickbooks = await startQuickBooksFake({
  clientId: 'demo-intuit-client-id',
  clientSecret: 'demo-intuit-client-secret-1',
  realmId: '9130350000000000',
  ...demoBooks(new Date()),
  port: portAt(3),
});

const rows: [string, [string, string][]][] = [
  [
    'HRIS · BambooHR',
    [
      ['API Endpoint', bamboo.endpoint],
      ['API Key', bamboo.apiKey],
    ],
  ],
  [
    'HRIS · Workday',
    [
      ['API Endpoint', workday.reportUrl],
      ['API Key', workdayPassword],
      ['Integration user', 'ISU_Q_Sync'],
    ],
  ],
  [
    'ATS · Greenhouse',
    [
      ['API Endpoint', greenhouse.endpoint],
      ['API Key', greenhouse.clientSecret],
      ['Client ID', greenhouse.clientId],
      ['User ID', String(greenhouse.userId)],
    ],
  ],
  [
    'Financial · QuickBooks',
    [
      ['API Endpoint', quickbooks.endpoint],
      ['API Key', 'demo-intuit-client-secret-1'],
      ['Client ID', 'demo-intuit-client-id'],
    ],
  ],
];
console.log('Provider fakes on 127.0.0.1 (Ctrl+C stops them). In Settings, connect one of:');
for (const [what, fields] of rows) {
  console.log(`\n  ${what}`);
  for (const [label, value] of fields) console.log(`    ${label.padEnd(17)} ${value}`);
}

const stop = async () => {
  await Promise.all([bamboo.close(), workday.close(), greenhouse.close(), quickbooks.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
