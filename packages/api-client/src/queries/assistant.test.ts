import { MAX_ASSISTANT_QUESTION } from '@q/schemas/assistant';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';
import { errorResponse, jsonResponse, networkFailure, stubFetch } from '../testing/fetch-stub';
import { ASSISTANT_QUESTION_MAX, askAssistantMutation, isNothingConnected } from './assistant';

afterEach(() => vi.unstubAllGlobals());

const reply = {
  text: '2 people are out between Mon 7 Dec and Sun 13 Dec:\n- Ada Lovelace: Mon 7 Dec, time off',
  tool: 'time-off',
  links: [{ label: 'HRIS Insights', widget: 'hris-insights' }],
  capabilities: [],
  answeredBy: 'rules',
  note: null,
  model: 'not-configured',
  sources: [{ provider: 'bamboohr', syncedAt: '2026-12-02T08:00:00.000Z' }],
};

function ask(question: string) {
  const queryClient = createQueryClient();
  return queryClient
    .getMutationCache()
    .build(queryClient, askAssistantMutation())
    .execute(question);
}

describe('askAssistantMutation', () => {
  it('POSTs the question and validates the reply', async () => {
    const fetchMock = stubFetch({ 'POST /api/assistant/questions': () => jsonResponse(reply) });
    await expect(ask('  Who is out next week?  ')).resolves.toEqual(reply);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/assistant/questions',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"question":"Who is out next week?"}',
      }),
    );
  });

  it('sends no more of a long question than the server reads', async () => {
    const fetchMock = stubFetch({ 'POST /api/assistant/questions': () => jsonResponse(reply) });
    await ask('a'.repeat(ASSISTANT_QUESTION_MAX + 50));
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body)).question).toHaveLength(ASSISTANT_QUESTION_MAX);
  });

  it("cuts at the server's own limit", () => {
    expect(ASSISTANT_QUESTION_MAX).toBe(MAX_ASSISTANT_QUESTION);
  });

  it('rejects a reply of the wrong shape', async () => {
    stubFetch({ 'POST /api/assistant/questions': () => jsonResponse({ text: 42 }) });
    await expect(ask('hello')).rejects.toThrow();
  });

  it('tells a 409 (nothing connected) from other failures', async () => {
    stubFetch({
      'POST /api/assistant/questions': () =>
        errorResponse(409, '{"message":"Nothing is connected"}'),
    });
    const refused = await ask('hello').catch((error: unknown) => error);
    expect(isNothingConnected(refused)).toBe(true);

    stubFetch({ 'POST /api/assistant/questions': () => errorResponse(500, 'Internal') });
    const failed = await ask('hello').catch((error: unknown) => error);
    expect(isNothingConnected(failed)).toBe(false);

    stubFetch({ 'POST /api/assistant/questions': networkFailure });
    const offline = await ask('hello').catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(TypeError);
    expect(isNothingConnected(offline)).toBe(false);
  });
});
