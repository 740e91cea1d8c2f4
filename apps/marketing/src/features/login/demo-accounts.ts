import type { DemoUser } from '@q/schemas/auth';
import type { Dashboard, Role } from '@q/schemas/enums';

export const ROLE_LABELS: Record<Role, string> = {
  executive: 'Executive',
  manager: 'Manager',
  individual_contributor: 'Individual Contributor',
};

export const DASHBOARD_LABELS: Record<Dashboard, string> = {
  qube: 'Qube — executive command center',
  aitchq: 'aitchQ — manager control room',
  eyeq: 'eyeQ — personal productivity hub',
};

/**
 * The demo account highlighted for the dashboard the visitor asked for (`?redirect=`): the first
 * account that opens that dashboard, or none without a (valid) redirect.
 */
export function recommendedAccountId(
  accounts: readonly DemoUser[],
  redirect: Dashboard | undefined,
): DemoUser['id'] | undefined {
  if (redirect === undefined) return undefined;
  return accounts.find((account) => account.dashboard === redirect)?.id;
}
