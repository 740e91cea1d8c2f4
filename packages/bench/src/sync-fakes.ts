/**
 * The providers of the sync scenario, run as a process of their own (`sync-load.ts` starts it):
 * a BambooHR fake and a Greenhouse fake on 127.0.0.1, with generated organisations. Kept out of
 * the bench's process so that their work (10,000 employees in one report, 50,000 applications in
 * pages of 500) does not delay the latency clients measuring the server.
 *
 * Prints one line, `{"bamboohr": {...}, "greenhouse": {...}}`, once both listen; closes them
 * and exits on SIGTERM or when its stdin closes.
 *
 *   SYNC_EMPLOYEES=10000 SYNC_JOBS=2000 SYNC_APPLICATIONS=50000 VIEWER_EMAIL=… tsx src/sync-fakes.ts
 */
import { createDemoBambooHrEmployees, startBambooHrFake } from '@q/provider-fakes/bamboohr';
import { startGreenhouseFake } from '@q/provider-fakes/greenhouse';

export interface SyncFakes {
  bamboohr: { endpoint: string; apiKey: string; employees: number };
  greenhouse: {
    endpoint: string;
    clientId: string;
    clientSecret: string;
    jobs: number;
    applications: number;
  };
}

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a count`);
  return value;
};

const employeeCount = count('SYNC_EMPLOYEES', 10_000);
const jobs = count('SYNC_JOBS', 2_000);
const applications = count('SYNC_APPLICATIONS', 50_000);

// The generated company, with the signed-in manager as its second employee (a head of
// department), so the dashboard's reads answer the synced organisation with her team first.
const employees = createDemoBambooHrEmployees(employeeCount);
const viewer = employees[1];
if (viewer && process.env.VIEWER_EMAIL) {
  const [first = 'Sarah', last = 'Chen'] = (process.env.VIEWER_NAME ?? 'Sarah Chen').split(' ');
  Object.assign(viewer, {
    firstName: first,
    lastName: last,
    displayName: `${first} ${last}`,
    workEmail: process.env.VIEWER_EMAIL,
  });
}

const bamboohr = await startBambooHrFake({ employees });
const greenhouse = await startGreenhouseFake({ jobs, applications });

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await Promise.allSettled([bamboohr.close(), greenhouse.close()]);
  process.exit(0);
}
process.on('SIGTERM', close);
process.on('SIGINT', close);
process.stdin.on('end', close);
process.stdin.resume();

const fakes: SyncFakes = {
  bamboohr: { endpoint: bamboohr.endpoint, apiKey: bamboohr.apiKey, employees: employees.length },
  greenhouse: {
    endpoint: greenhouse.endpoint,
    clientId: greenhouse.clientId,
    clientSecret: greenhouse.clientSecret,
    jobs,
    applications,
  },
};
process.stdout.write(`${JSON.stringify(fakes)}\n`);
