import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { ASSISTANT_QUESTION_MAX } from './assistant';
import {
  assistantModelQuery,
  deleteAssistantModelMutation,
  isAssistantModelConflict,
  isAssistantModelRefusal,
  previewAssistantModelMutation,
  saveAssistantModelMutation,
} from './assistant-model';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/assistant/model';

const SETTINGS = {
  state: 'on',
  canManage: true,
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  apiKeyHint: '••••1234',
  updatedBy: 'Sarah Chen',
  updatedAt: '2026-03-02T09:30:00.000Z',
} as const;

const PREVIEW = {
  state: 'off',
  url: 'https://api.openai.com/v1/chat/completions',
  chooseTool: { model: 'gpt-4o-mini', messages: [], tool_choice: 'auto' },
  tool: 'who-is-out',
  wordAnswer: { model: 'gpt-4o-mini', messages: [], tool_choice: 'none' },
} as const;

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
const invalidatedKeys = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.map(
    ([filters]) => (filters as { queryKey?: unknown } | undefined)?.queryKey,
  );

describe('assistant model calls', () => {
  it('reads the settings under their path, validated', async () => {
    stubFetch({ [`GET ${PATH}`]: () => jsonResponse(SETTINGS) });
    expect(assistantModelQuery().queryKey).toEqual([PATH]);
    await expect(createQueryClient().fetchQuery(assistantModelQuery())).resolves.toEqual(SETTINGS);
    stubFetch({ [`GET ${PATH}`]: () => jsonResponse({ ...SETTINGS, state: 'maybe' }) });
    await expect(createQueryClient().fetchQuery(assistantModelQuery())).rejects.toThrow();
  });

  it('saves with a PUT of the body, keeps the answer and refreshes the settings', async () => {
    const fetchMock = stubFetch({ [`PUT ${PATH}`]: () => jsonResponse(SETTINGS) });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = saveAssistantModelMutation(client);
    const body = { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', enabled: true };
    await expect(mutation.mutationFn(body)).resolves.toEqual(SETTINGS);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT' });
    // No key typed: none is sent, and the stored one is kept.
    expect(bodyOf(fetchMock)).toEqual(body);
    await mutation.onSuccess(SETTINGS);
    expect(client.getQueryData(assistantModelQuery().queryKey)).toEqual(SETTINGS);
    expect(invalidatedKeys(invalidate)).toEqual([[PATH]]);
  });

  it('removes with a DELETE and refreshes the settings', async () => {
    const fetchMock = stubFetch({
      [`DELETE ${PATH}`]: () => jsonResponse({ deleted: true, state: 'not-configured' }),
    });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = deleteAssistantModelMutation(client);
    await expect(mutation.mutationFn()).resolves.toEqual({
      deleted: true,
      state: 'not-configured',
    });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', body: undefined });
    await mutation.onSuccess();
    expect(invalidatedKeys(invalidate)).toEqual([[PATH]]);
  });

  it('previews a trimmed question, cut to the length the server reads', async () => {
    const fetchMock = stubFetch({ [`POST ${PATH}/preview`]: () => jsonResponse(PREVIEW) });
    const mutation = previewAssistantModelMutation(createQueryClient());
    await expect(mutation.mutationFn('  Who is out next week?  ')).resolves.toEqual(PREVIEW);
    expect(bodyOf(fetchMock)).toEqual({ question: 'Who is out next week?' });

    fetchMock.mockClear();
    await mutation.mutationFn('x'.repeat(ASSISTANT_QUESTION_MAX + 10));
    expect(bodyOf(fetchMock).question).toHaveLength(ASSISTANT_QUESTION_MAX);
  });

  it('tells a 409 and a 403 apart, with the status in the error', async () => {
    stubFetch({
      [`POST ${PATH}/preview`]: () =>
        errorResponse(409, '{"statusCode":409,"message":"No model is configured"}'),
    });
    const error = await previewAssistantModelMutation(createQueryClient())
      .mutationFn('Who is out?')
      .catch((caught: unknown) => caught);
    expect(isAssistantModelConflict(error)).toBe(true);
    expect(isAssistantModelRefusal(error)).toBe(false);
    expect(isAssistantModelRefusal(new ApiError(403, ''))).toBe(true);
    expect(isAssistantModelConflict(new Error('409'))).toBe(false);
  });

  it('asks again for the settings and who may change them after a refusal; the settings after a conflict', async () => {
    const writes = [
      saveAssistantModelMutation,
      deleteAssistantModelMutation,
      previewAssistantModelMutation,
    ];
    for (const write of writes) {
      const client = createQueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const mutation = write(client);
      await mutation.onError(new ApiError(403, ''));
      expect(invalidatedKeys(invalidate)).toEqual([[PATH], ['/api/organisation']]);

      invalidate.mockClear();
      await mutation.onError(new ApiError(409, ''));
      expect(invalidatedKeys(invalidate)).toEqual([[PATH]]);

      invalidate.mockClear();
      await mutation.onError(new ApiError(400, ''));
      await mutation.onError(new TypeError('Failed to fetch'));
      expect(invalidate).not.toHaveBeenCalled();
    }
  });
});
