import type { User } from '@q/schemas/auth';
import { SERVER_STATE_ELEMENT_ID } from '@q/schemas/server-render';
import { TEST_MANAGER } from '@q/schemas/testing/users';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServerState,
  seedAnswers,
  serializeServerState,
  takeServerState,
} from './server-state';

const ada = TEST_MANAGER;

const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- <b>';

/** A state as the server builds it: the user and the answers the page rendered with. */
function stateWith(user: User | null, answers: Record<string, unknown>): ServerState {
  return { user, answers };
}

/** Puts a state element with `text` into the document, as the server's page carries it. */
function addStateElement(text: string): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_STATE_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
});

describe('serializeServerState', () => {
  it('round-trips through the state element', () => {
    const state = stateWith(ada, { '/api/thing': { title: 'Thing', count: 3 } });
    addStateElement(serializeServerState(state));

    expect(takeServerState()).toEqual(state);
  });

  it('never writes a raw "<", yet reads back every string as it was', () => {
    const state = stateWith(
      { ...ada, name: HOSTILE_TITLE },
      { '/api/thing': { title: HOSTILE_TITLE } },
    );

    const text = serializeServerState(state);

    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(state);
  });

  it('cannot close its element when the page is parsed as HTML', () => {
    const state = stateWith(null, { '/api/thing': { title: HOSTILE_TITLE } });
    const html = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeServerState(state)}</script>`;

    const parsed = new DOMParser().parseFromString(
      `<!doctype html><body>${html}</body>`,
      'text/html',
    );

    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    expect(takeServerState(parsed)).toEqual(state);
  });
});

describe('takeServerState', () => {
  it('is null for a page the server did not render', () => {
    expect(takeServerState()).toBeNull();
  });

  it('takes the element out of the document, so a second call gets nothing', () => {
    const state = stateWith(null, {});
    addStateElement(serializeServerState(state));

    expect(takeServerState()).toEqual(state);
    expect(document.getElementById(SERVER_STATE_ELEMENT_ID)).toBeNull();
    expect(takeServerState()).toBeNull();
  });

  it.each([
    ['unreadable JSON', '{"user":null,"answers":'],
    ['an empty element', ''],
    ['no answers field', '{"user":null}'],
    ['a JSON null', 'null'],
    ['a bare string', '"answers"'],
  ])('is null for %s, and still removes the element', (_case, text) => {
    addStateElement(text);

    expect(takeServerState()).toBeNull();
    expect(document.getElementById(SERVER_STATE_ELEMENT_ID)).toBeNull();
  });
});

describe('seedAnswers', () => {
  it("puts each answer into the cache under its path, a query's key", () => {
    const client = new QueryClient();
    seedAnswers(client, { '/api/thing': { title: 'Thing' }, '/api/none': null });
    expect(client.getQueryData(['/api/thing'])).toEqual({ title: 'Thing' });
    expect(client.getQueryState(['/api/none'])?.status).toBe('success');
  });
});
