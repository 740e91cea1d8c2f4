import { ApiError } from '@q/api-client';
import { describe, expect, it } from 'vitest';
import {
  canChangeConnections,
  connectionRights,
  REFUSED_TITLE,
  readOnlyNote,
  writeFailureToast,
} from './access-rules';
import { ADMIN_ACCESS, ADMIN_ONLY_REFUSAL, MEMBER_ACCESS } from './organisation-fixtures';

describe('connectionRights', () => {
  it('lets only an admin change connections; while asked or on a failure, nobody', () => {
    const admin = connectionRights({ status: 'success', data: ADMIN_ACCESS });
    expect(admin).toEqual({ kind: 'admin', name: 'Acme' });
    expect(canChangeConnections(admin)).toBe(true);

    const member = connectionRights({ status: 'success', data: MEMBER_ACCESS });
    expect(member).toEqual({ kind: 'read-only', name: 'Acme' });
    expect(canChangeConnections(member)).toBe(false);

    const checking = connectionRights({ status: 'pending' });
    expect(checking).toEqual({ kind: 'checking' });
    expect(canChangeConnections(checking)).toBe(false);

    const error = new Error('500: ');
    const unknown = connectionRights({ status: 'error', error });
    expect(unknown).toEqual({ kind: 'unknown', error });
    expect(canChangeConnections(unknown)).toBe(false);
  });

  it('names the organisation in the note', () => {
    expect(readOnlyNote('Acme')).toBe(
      "Only an admin can change Acme's connections. You see their status and history.",
    );
  });
});

describe('writeFailureToast', () => {
  it('says a refusal (403) in the server’s words, whatever the action', () => {
    const refused = new ApiError(403, JSON.stringify(ADMIN_ONLY_REFUSAL));
    expect(writeFailureToast('Failed to save integration', refused)).toEqual({
      title: REFUSED_TITLE,
      description: "403: Only an admin can change the company's connections; ask one of them",
      variant: 'destructive',
    });
  });

  it('keeps the action’s own title for any other failure', () => {
    const failed = new ApiError(400, '{"statusCode":400,"message":"body/apiKey: too long"}');
    expect(writeFailureToast('Failed to save integration', failed)).toEqual({
      title: 'Failed to save integration',
      description: '400: body/apiKey: too long',
      variant: 'destructive',
    });
  });
});
