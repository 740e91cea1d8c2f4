/**
 * The provider of the scope scenario, run as a process of its own (`scope-load.ts` starts it): a
 * BambooHR fake on 127.0.0.1 whose company has `SCOPE_PEOPLE` employees (10,000), six to a
 * manager, with their time off, the signed-in manager (`VIEWER_EMAIL`, `VIEWER_NAME`) at the top
 * of the chart: the whole company is her reporting subtree. With `REPORT_EMAIL` and
 * `REPORT_NAME`, the second employee (one of her direct reports) is that person.
 *
 * Prints one line, `{"endpoint", "apiKey", "employees"}`, once it listens; exits on SIGTERM or
 * when its stdin closes.
 */
import { createDemoBambooHrEmployees, startBambooHrFake } from '@q/provider-fakes/bamboohr';

const people = Number(process.env.SCOPE_PEOPLE ?? 10_000);
if (!Number.isSafeInteger(people) || people < 2) throw new Error('SCOPE_PEOPLE must be ≥ 2');
// The others' emails on a domain of their own: none of them can be the signed-in manager.
const employees = createDemoBambooHrEmployees(people, { emailDomain: 'scope.example' });
const top = employees[0];
if (!top) throw new Error('no employees');
const [firstName = 'Sarah', lastName = 'Chen'] = (process.env.VIEWER_NAME ?? 'Sarah Chen').split(
  ' ',
);
Object.assign(top, {
  firstName,
  lastName,
  displayName: `${firstName} ${lastName}`,
  workEmail: process.env.VIEWER_EMAIL ?? 'sarah.chen@acme.example',
});

const report = employees[1];
if (process.env.REPORT_EMAIL && report) {
  const [first = 'Jordan', last = 'Lee'] = (process.env.REPORT_NAME ?? 'Jordan Lee').split(' ');
  Object.assign(report, {
    firstName: first,
    lastName: last,
    displayName: `${first} ${last}`,
    workEmail: process.env.REPORT_EMAIL,
  });
}

const fake = await startBambooHrFake({ employees });

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
  `${JSON.stringify({ endpoint: fake.endpoint, apiKey: fake.apiKey, employees: people })}\n`,
);
