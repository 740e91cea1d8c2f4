import type { Role } from '@q/schemas/enums';
import type { Member, SignInMethod } from '@q/schemas/sign-in';
import { relativeTime } from '../../lib/relative-time';

/** A role as the list of members names it. */
export const ROLE_LABELS: Record<Role, string> = {
  executive: 'Executive',
  manager: 'Manager',
  individual_contributor: 'Individual contributor',
};

/** How a member signs in, as a badge says it. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  'identity-provider': 'Company sign-in',
  demo: 'Demo account',
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When a member last signed in: relative within the last week ('4 min ago', '3 days ago'), the
 * date in the reader's own format before that; 'Never' for someone who has not signed in through
 * the provider yet, and 'Not recorded' for a demo account, which never does.
 */
export function lastSignInText(
  member: Pick<Member, 'lastSignInAt' | 'signsInWith'>,
  now: Date,
): string {
  const { lastSignInAt } = member;
  if (lastSignInAt === null) {
    return member.signsInWith === 'demo' ? 'Not recorded' : 'Never';
  }
  const at = Date.parse(lastSignInAt);
  if (now.getTime() - at < WEEK_MS) return relativeTime(lastSignInAt, now);
  return new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** '2 open sessions', '1 open session', 'No open sessions'. */
export function openSessionsText(count: number): string {
  if (count === 0) return 'No open sessions';
  return count === 1 ? '1 open session' : `${count} open sessions`;
}

/** The toast's line once sessions ended: '2 sessions of Sarah Chen ended'. */
export function endedSessionsText(ended: number, name: string): string {
  return `${ended} ${ended === 1 ? 'session' : 'sessions'} of ${name} ended`;
}

/** The accessible name of a member's End sessions button. */
export function endSessionsLabel(name: string): string {
  return `End sessions of ${name}`;
}
