import type { User } from '@q/schemas/auth';
import type { Dashboard } from '@q/schemas/enums';
import { describe, expect, it } from 'vitest';
import {
  dashboardPath,
  POST_LOGIN_REDIRECT_DELAY_MS,
  parseRedirectParam,
  resolvePostLoginPath,
} from './redirect';

type Who = Pick<User, 'role' | 'preferences'>;
const executive: Who = { role: 'executive', preferences: {} };
const manager: Who = { role: 'manager', preferences: {} };
const contributor: Who = { role: 'individual_contributor', preferences: {} };
const prefers = (user: Who, defaultDashboard: Dashboard): Who => ({
  ...user,
  preferences: { defaultDashboard },
});

describe('resolvePostLoginPath', () => {
  it.each<[string, Parameters<typeof resolvePostLoginPath>[0], string]>([
    ['redirect qube', { redirect: 'qube', user: contributor }, '/qube'],
    ['redirect aitchq', { redirect: 'aitchq', user: executive }, '/dashboard'],
    ['redirect eyeq', { redirect: 'eyeq', user: prefers(manager, 'qube') }, '/eyeq-dashboard'],
    ['redirect without a user', { redirect: 'eyeq' }, '/eyeq-dashboard'],
    ['preference qube over role', { user: prefers(contributor, 'qube') }, '/qube'],
    ['preference aitchq over role', { user: prefers(executive, 'aitchq') }, '/dashboard'],
    ['preference eyeq over role', { user: prefers(manager, 'eyeq') }, '/eyeq-dashboard'],
    ['role executive', { user: executive }, '/qube'],
    ['role manager', { user: manager }, '/dashboard'],
    ['role individual_contributor', { user: contributor }, '/eyeq-dashboard'],
    ['unknown redirect is ignored', { redirect: 'admin', user: executive }, '/qube'],
    ['empty redirect is ignored', { redirect: '', user: contributor }, '/eyeq-dashboard'],
    ['null redirect is ignored', { redirect: null, user: executive }, '/qube'],
    ['fallback without anything', {}, '/dashboard'],
    ['fallback with a null user', { redirect: null, user: null }, '/dashboard'],
    ['fallback with an unknown redirect', { redirect: 'QUBE' }, '/dashboard'],
  ])('%s', (_case, input, path) => {
    expect(resolvePostLoginPath(input)).toBe(path);
  });

  it('waits 500 ms before leaving the login page', () => {
    expect(POST_LOGIN_REDIRECT_DELAY_MS).toBe(500);
  });
});

describe('dashboardPath', () => {
  it.each<[Dashboard, string]>([
    ['qube', '/qube'],
    ['aitchq', '/dashboard'],
    ['eyeq', '/eyeq-dashboard'],
  ])('%s → %s', (dashboard, path) => {
    expect(dashboardPath(dashboard)).toBe(path);
  });
});

describe('parseRedirectParam', () => {
  it.each<[unknown, Dashboard | undefined]>([
    ['qube', 'qube'],
    ['aitchq', 'aitchq'],
    ['eyeq', 'eyeq'],
    ['Qube', undefined],
    ['dashboard', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [['qube'], undefined],
    ['toString', undefined],
    ['__proto__', undefined],
  ])('%j → %s', (value, dashboard) => {
    expect(parseRedirectParam(value)).toBe(dashboard);
  });
});
