/**
 * The provider of the large-organisation scenario, run as a process of its own (`big-org.ts`
 * starts it): a BambooHR fake on 127.0.0.1 whose company has `BIG_ORG_PEOPLE` employees, the
 * signed-in manager (`VIEWER_EMAIL`, `VIEWER_NAME`) second, and all but the first few reporting
 * to her. The report leaves out the fields the team does not show, so that 100,000 people fit in
 * one page under the connector's 16 MiB page cap (the run ends partial, naming them).
 *
 * Prints one line, `{"endpoint", "apiKey", "employees", "directReports"}`, once it listens;
 * exits on SIGTERM or when its stdin closes.
 */
import { createWideBambooHrOrganisation, startBambooHrFake } from '@q/provider-fakes/bamboohr';

const people = Number(process.env.BIG_ORG_PEOPLE ?? 100_000);
if (!Number.isSafeInteger(people) || people < 10) throw new Error('BIG_ORG_PEOPLE must be ≥ 10');
const directReports = people - 8;
const [firstName = 'Sarah', lastName = 'Chen'] = (process.env.VIEWER_NAME ?? 'Sarah Chen').split(
  ' ',
);
const employees = createWideBambooHrOrganisation(people, {
  manager: {
    firstName,
    lastName,
    workEmail: process.env.VIEWER_EMAIL ?? 'sarah.chen@acme.example',
  },
  directReports,
  emailDomain: 'w.example',
});

const fake = await startBambooHrFake({
  employees,
  dropFields: [
    'displayName',
    'department',
    'division',
    'location',
    'supervisor',
    'hireDate',
    'photoUrl',
    'lastChanged',
    'status',
    'terminationDate',
  ],
});

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await fake.close();
  process.exit(0);
}
process.on('SIGTERM', close);
process.on('SIGINT', close);
process.stdin.on('end', close);
process.stdin.resume();

process.stdout.write(
  `${JSON.stringify({ endpoint: fake.endpoint, apiKey: fake.apiKey, employees: people, directReports })}\n`,
);
