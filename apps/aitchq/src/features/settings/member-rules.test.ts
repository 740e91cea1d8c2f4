import { describe, expect, it } from 'vitest';
import {
  endedSessionsText,
  endSessionsLabel,
  lastSignInText,
  openSessionsText,
} from './member-rules';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const provider = (lastSignInAt: string | null) =>
  ({ lastSignInAt, signsInWith: 'identity-provider' }) as const;

describe('member rules', () => {
  it('says when someone last signed in: relative within a week, a date before', () => {
    expect(lastSignInText(provider('2026-11-27T11:56:00.000Z'), NOW)).toBe('4 min ago');
    expect(lastSignInText(provider('2026-11-24T12:00:00.000Z'), NOW)).toBe('3 days ago');
    expect(lastSignInText(provider('2026-11-03T12:00:00.000Z'), NOW)).toBe(
      new Date('2026-11-03T12:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'medium' }),
    );
    expect(lastSignInText(provider(null), NOW)).toBe('Never');
    expect(lastSignInText({ lastSignInAt: null, signsInWith: 'demo' }, NOW)).toBe('Not recorded');
  });

  it('counts sessions in words', () => {
    expect(openSessionsText(0)).toBe('No open sessions');
    expect(openSessionsText(1)).toBe('1 open session');
    expect(openSessionsText(3)).toBe('3 open sessions');
    expect(endedSessionsText(1, 'Sarah Chen')).toBe('1 session of Sarah Chen ended');
    expect(endedSessionsText(2, 'Sarah Chen')).toBe('2 sessions of Sarah Chen ended');
    expect(endSessionsLabel('Sarah Chen')).toBe('End sessions of Sarah Chen');
  });
});
