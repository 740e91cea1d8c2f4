import { isCurrentBambooHrEmployee } from './bamboohr';
import { createDemoCompany } from './demo-company';
import { IDP_ACCOUNTS, IDP_GROUPS, IDP_PASSWORD, startIdp } from './idp';

/**
 * `pnpm idp`: the test identity provider (`idp.ts`) on 127.0.0.1, for signing in to a local Q
 * through OpenID Connect. It listens on IDP_PORT (default 4400; 0: any free port) and knows one
 * client, `q-local`, whose redirect URIs are those of the Q at Q_URL (default
 * http://127.0.0.1:3000). It prints the environment to start Q with, and the accounts to sign in
 * as: the four demo accounts, who are in the demo company (`pnpm fakes`), and four who test what
 * Q does with someone it cannot place or must not trust. Stops on Ctrl+C.
 */
const PORT = Number(process.env.IDP_PORT ?? 4400);
const Q_URL = (process.env.Q_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const CLIENT_ID = 'q-local';
/** Fixed, so that Q's environment stays valid across restarts; it guards nothing but loopback. */
const CLIENT_SECRET = 'q-local-secret-for-the-test-provider-only';
const PROVIDER_NAME = 'Q test identity provider';

let idp: Awaited<ReturnType<typeof startIdp>>;
try {
  idp = await startIdp({
    port: PORT,
    clients: [
      {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        tokenEndpointAuthMethod: 'client_secret_basic',
        redirectUris: [`${Q_URL}/api/auth/oidc/callback`],
        postLogoutRedirectUris: [`${Q_URL}/login`],
      },
    ],
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${PORT} is in use: set IDP_PORT to another (0 picks a free one).`);
    process.exit(1);
  }
  throw error;
}

const env = [
  `OIDC_ISSUER=${idp.issuer}`,
  `OIDC_CLIENT_ID=${CLIENT_ID}`,
  `OIDC_CLIENT_SECRET=${CLIENT_SECRET}`,
  `OIDC_REDIRECT_BASE=${Q_URL}`,
  `OIDC_PROVIDER_NAME="${PROVIDER_NAME}"`,
  `OIDC_ADMIN_GROUPS=${IDP_GROUPS.admins}`,
  `OIDC_GROUP_ROLES=${IDP_GROUPS.hr}=hr,${IDP_GROUPS.executives}=executive`,
  'COMPANY_NAME=Acme',
];

/** The demo company's current people by work email: who Q finds in its directory. */
const directory = new Map(
  createDemoCompany()
    .employees.filter(isCurrentBambooHrEmployee)
    .map((person) => [
      person.workEmail?.toLowerCase(),
      person.displayName ?? `${person.firstName} ${person.lastName}`,
    ]),
);
/** Whether the account's email is in the directory, and as whom when another name is there. */
const inDirectory = (email: string, name: string) => {
  const found = directory.get(email.toLowerCase());
  if (!found) return 'not in it';
  return found === name ? 'in the directory' : `in it, as ${found}`;
};

console.log(`${PROVIDER_NAME} on ${idp.issuer} (Ctrl+C stops it).\n`);
for (const [label, value] of [
  ['Issuer', idp.issuer],
  ['Client ID', CLIENT_ID],
  ['Client secret', CLIENT_SECRET],
  ['Redirect URI', `${Q_URL}/api/auth/oidc/callback`],
  ['After sign-out', `${Q_URL}/login`],
]) {
  console.log(`  ${String(label).padEnd(15)} ${value}`);
}
console.log('\nStart Q with:\n');
console.log(`  ${env.join(' ')} pnpm start\n`);
console.log(`Accounts (password for all: ${IDP_PASSWORD}):\n`);
const rows = [
  ['Email', 'Name', 'Directory', 'Email verified', 'Groups'],
  ...IDP_ACCOUNTS.map((account) => [
    account.email,
    account.name,
    inDirectory(account.email, account.name),
    account.emailVerified ? 'yes' : 'NO',
    account.groups.join(', ') || '—',
  ]),
];
const widths = rows[0]?.map((_, column) =>
  Math.max(...rows.map((row) => row[column]?.length ?? 0)),
);
for (const row of rows) {
  console.log(
    `  ${row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  ')}`.trimEnd(),
  );
}

const stop = async () => {
  await idp.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
