import type { DemoUser } from '@q/schemas/auth';
import { describe, expect, it } from 'vitest';
import { recommendedAccountId } from './demo-accounts';

const accounts: DemoUser[] = [
  { id: 1, name: 'Alex', email: 'alex@acme.example', role: 'executive', dashboard: 'qube' },
  { id: 2, name: 'Sarah', email: 'sarah@acme.example', role: 'manager', dashboard: 'aitchq' },
  { id: 3, name: 'Priya', email: 'priya@acme.example', role: 'manager', dashboard: 'aitchq' },
  {
    id: 4,
    name: 'Jordan',
    email: 'jordan@acme.example',
    role: 'individual_contributor',
    dashboard: 'eyeq',
  },
];

describe('recommendedAccountId', () => {
  it('highlights the first account opening the requested dashboard', () => {
    expect(recommendedAccountId(accounts, 'qube')).toBe(1);
    expect(recommendedAccountId(accounts, 'aitchq')).toBe(2);
    expect(recommendedAccountId(accounts, 'eyeq')).toBe(4);
  });

  it('highlights none without a redirect or when no account matches', () => {
    expect(recommendedAccountId(accounts, undefined)).toBeUndefined();
    expect(recommendedAccountId(accounts.slice(0, 1), 'eyeq')).toBeUndefined();
  });
});
