import { renderPage } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, never, stubServer } from '../../lib/test-server';
import {
  ASSISTANT_MODEL_PATH,
  ASSISTANT_PREVIEW_PATH,
  MODEL_NOT_CONFIGURED,
  MODEL_PREVIEW,
  MODEL_READ_ONLY,
  modelOn,
  NOTHING_CONNECTED,
} from './assistant-model-fixtures';
import { AssistantModelPanel } from './assistant-model-panel';
import { ORGANISATION_PATH } from './organisation-fixtures';

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const render = () => renderPage(<AssistantModelPanel />, { path: '/settings', user: SARAH });
type FetchMock = ReturnType<typeof stubServer>;
const callsOf = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
const bodyOf = (fetchMock: FetchMock, method: string, path: string) => {
  const [call] = callsOf(fetchMock, method, path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const form = () => screen.findByRole('form', { name: 'Language model' });

describe('AssistantModelPanel for someone who is not an admin', () => {
  it('shows the state and who changes it, nothing else', async () => {
    stubServer({ [ASSISTANT_MODEL_PATH]: MODEL_READ_ONLY });
    await render();
    expect(await screen.findByText('Only an admin can change this.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'AI Assistant' })).toBeVisible();
    expect(screen.getByText(/Without a model the assistant answers/)).toBeVisible();
    expect(screen.getByText('On')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('AssistantModelPanel', () => {
  it('shows a placeholder while loading and a retry on failure', async () => {
    stubServer({ [ASSISTANT_MODEL_PATH]: never });
    await render();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Loading the AI Assistant settings',
    );
    localStorage.clear();
    vi.unstubAllGlobals();

    let answer = failure(500, '');
    stubServer({ [ASSISTANT_MODEL_PATH]: () => answer() });
    await render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the AI Assistant settings.');
    answer = json(modelOn());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await form()).toBeVisible();
  });

  it('shows the stored settings, the key only as its hint, and who changed them', async () => {
    stubServer({ [ASSISTANT_MODEL_PATH]: modelOn(Date.now(), 4) });
    await render();
    const settings = await form();
    expect(within(settings).getByLabelText('Base URL')).toHaveValue('https://api.openai.com/v1');
    expect(within(settings).getByLabelText('Model')).toHaveValue('gpt-4o-mini');
    const key = within(settings).getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', '••••1234');
    expect(key).toHaveAccessibleDescription(/Leave this empty to keep it/);
    expect(
      within(settings).getByRole('switch', { name: 'Use the model for the assistant' }),
    ).toBeChecked();
    expect(screen.getByText('On')).toBeVisible();
    expect(screen.getByText('Last changed by Sarah Chen 4 min ago')).toBeVisible();
  });

  it('starts empty and off, with the placeholder of an OpenAI base URL, and asks for the key', async () => {
    const fetchMock = stubServer({ [ASSISTANT_MODEL_PATH]: MODEL_NOT_CONFIGURED });
    await render();
    const settings = await form();
    expect(screen.getByText('Not configured')).toBeVisible();
    expect(within(settings).getByLabelText('Base URL')).toHaveAttribute(
      'placeholder',
      'https://api.openai.com/v1',
    );
    expect(within(settings).getByLabelText('API key')).toBeRequired();
    expect(within(settings).getByRole('switch')).not.toBeChecked();
    expect(within(settings).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(settings).getByLabelText('Base URL'), 'https://llm.acme.example/v1');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Please fill in: Model, API key');
    expect(problem).toHaveFocus();
    expect(callsOf(fetchMock, 'PUT', ASSISTANT_MODEL_PATH)).toEqual([]);
  });

  it('saves the settings, sending the key only when one is typed', async () => {
    let stored = modelOn();
    const fetchMock = stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: () => json(stored)(),
      [`PUT ${ASSISTANT_MODEL_PATH}`]: (init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        stored = { ...stored, model: body.model, state: body.enabled ? 'on' : 'off' };
        return json(stored)();
      },
    });
    await render();
    const settings = await form();
    const user = userEvent.setup();
    await user.clear(within(settings).getByLabelText('Model'));
    await user.type(within(settings).getByLabelText('Model'), 'gpt-4.1');
    // The switch's label turns it too.
    await user.click(within(settings).getByText('Use the model for the assistant'));
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('AI Assistant settings saved')).toBeVisible();
    expect(bodyOf(fetchMock, 'PUT', ASSISTANT_MODEL_PATH)).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4.1',
      enabled: false,
    });
    expect(await screen.findByText('Off')).toBeVisible();

    fetchMock.mockClear();
    await user.type(within(settings).getByLabelText('API key'), '  sk-new-5678 ');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fetchMock, 'PUT', ASSISTANT_MODEL_PATH)).toHaveLength(1));
    expect(bodyOf(fetchMock, 'PUT', ASSISTANT_MODEL_PATH)).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4.1',
      apiKey: 'sk-new-5678',
      enabled: false,
    });
    // Saved: the typed key is gone from the field.
    await waitFor(() => expect(within(settings).getByLabelText('API key')).toHaveValue(''));
  });

  it('says a refused body inline in the server’s words, on the field it names, with focus', async () => {
    stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: modelOn(),
      [`PUT ${ASSISTANT_MODEL_PATH}`]: json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'body/baseUrl: baseUrl must not have a query or a fragment',
        },
        400,
      ),
    });
    await render();
    const settings = await form();
    const user = userEvent.setup();
    const baseUrl = within(settings).getByLabelText('Base URL');
    await user.type(baseUrl, '?x=1');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    const problem = await within(settings).findByRole('alert');
    expect(problem).toHaveTextContent('body/baseUrl: baseUrl must not have a query or a fragment');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
    expect(baseUrl).toHaveAccessibleDescription(/must not have a query or a fragment/);
    expect(within(settings).getByLabelText('Model')).not.toHaveAttribute('aria-invalid');
  });

  it('says another admin changed the settings meanwhile, and asks for them again', async () => {
    const fetchMock = stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: MODEL_NOT_CONFIGURED,
      [`PUT ${ASSISTANT_MODEL_PATH}`]: json(
        { statusCode: 409, error: 'Conflict', message: 'The model was configured meanwhile' },
        409,
      ),
    });
    await render();
    const settings = await form();
    const user = userEvent.setup();
    await user.type(within(settings).getByLabelText('Base URL'), 'https://api.openai.com/v1');
    await user.type(within(settings).getByLabelText('Model'), 'gpt-4o-mini');
    await user.type(within(settings).getByLabelText('API key'), 'sk-1');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await within(settings).findByRole('alert')).toHaveTextContent(
      'Someone else changed these settings meanwhile. Reload to see them.',
    );
    await waitFor(() => expect(callsOf(fetchMock, 'GET', ASSISTANT_MODEL_PATH)).toHaveLength(2));
  });

  it('says a refused save in a toast, and turns read-only with focus on the note', async () => {
    let stored = modelOn();
    stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: () => json(stored)(),
      [ORGANISATION_PATH]: { name: 'Acme', canManageConnections: false, canManageAccess: false },
      [`PUT ${ASSISTANT_MODEL_PATH}`]: () => {
        stored = MODEL_READ_ONLY;
        return json(
          { statusCode: 403, error: 'Forbidden', message: 'Only an admin can change this' },
          403,
        )();
      },
    });
    await render();
    const user = userEvent.setup();
    await user.click(within(await form()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('AI Assistant settings are read-only for you')).toBeVisible();
    expect(screen.getByText('403: Only an admin can change this')).toBeVisible();
    const note = await screen.findByText('Only an admin can change this.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(note.parentElement).toHaveFocus());
  });

  it('removes the model after a confirmation, and keeps it on Cancel', async () => {
    let stored = modelOn();
    const fetchMock = stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: () => json(stored)(),
      [`DELETE ${ASSISTANT_MODEL_PATH}`]: () => {
        stored = MODEL_NOT_CONFIGURED;
        return json({ deleted: true, state: 'not-configured' })();
      },
    });
    await render();
    const settings = await form();
    const user = userEvent.setup();
    await user.click(within(settings).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the language model?' });
    expect(dialog).toHaveTextContent('the stored API key are deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock, 'DELETE', ASSISTANT_MODEL_PATH)).toEqual([]);

    await user.click(within(settings).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the language model?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('AI Assistant model removed')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock, 'DELETE', ASSISTANT_MODEL_PATH)).toHaveLength(1);
    expect(await screen.findByText('Not configured')).toBeVisible();
    expect(within(settings).getByLabelText('Base URL')).toHaveValue('');
    expect(within(settings).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('previews both request bodies for the question, and says nothing was sent', async () => {
    const fetchMock = stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: { ...modelOn(), state: 'off' },
      [`POST ${ASSISTANT_PREVIEW_PATH}`]: MODEL_PREVIEW,
    });
    await render();
    const preview = await screen.findByRole('form', { name: 'Preview what is sent' });
    const question = within(preview).getByLabelText('Question');
    expect(question).toHaveValue('Who is out next week?');
    const user = userEvent.setup();
    await user.click(within(preview).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Nothing has been sent.')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST', ASSISTANT_PREVIEW_PATH)).toEqual({
      question: 'Who is out next week?',
    });
    expect(screen.getByText('https://api.openai.com/v1/chat/completions')).toBeVisible();
    const choose = screen.getByRole('heading', { name: '1. To choose what to look up' });
    const word = screen.getByRole('heading', {
      name: '2. To word the answer (the data for your question)',
    });
    expect(choose).toBeVisible();
    expect(word).toBeVisible();
    const [first, second] = document.querySelectorAll('pre');
    expect(JSON.parse(first?.textContent ?? '')).toEqual(MODEL_PREVIEW.chooseTool);
    expect(JSON.parse(second?.textContent ?? '')).toEqual(MODEL_PREVIEW.wordAnswer);
    // Indented, a key a line.
    expect(first?.textContent).toContain('\n  "model": "gpt-4o-mini",\n');
  });

  it('says why a preview was refused (409) inline', async () => {
    stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: modelOn(),
      [`POST ${ASSISTANT_PREVIEW_PATH}`]: json(NOTHING_CONNECTED, 409),
    });
    await render();
    const preview = await screen.findByRole('region', { name: 'Preview what is sent' });
    const user = userEvent.setup();
    await user.click(within(preview).getByRole('button', { name: 'Preview' }));
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      'Nothing is connected yet: the assistant answers from the sample data in the page',
    );
    expect(screen.queryByText('Nothing has been sent.')).not.toBeInTheDocument();
  });

  it('offers no preview until the settings are saved', async () => {
    const fetchMock = stubServer({ [ASSISTANT_MODEL_PATH]: MODEL_NOT_CONFIGURED });
    await render();
    const preview = await screen.findByRole('region', { name: 'Preview what is sent' });
    const button = within(preview).getByRole('button', { name: 'Preview' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Save the settings (off is enough) to preview what is sent.',
    );
    await userEvent.click(button);
    expect(callsOf(fetchMock, 'POST', ASSISTANT_PREVIEW_PATH)).toEqual([]);
  });

  it('is reached whole from the keyboard, the request bodies too', async () => {
    stubServer({
      [`GET ${ASSISTANT_MODEL_PATH}`]: modelOn(),
      [`POST ${ASSISTANT_PREVIEW_PATH}`]: MODEL_PREVIEW,
    });
    await render();
    await form();
    const user = userEvent.setup();
    const order: string[] = [];
    const focused = () => {
      const element = document.activeElement as HTMLElement;
      return (
        element.getAttribute('aria-label') ??
        (element.id
          ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent
          : null) ??
        element.textContent ??
        ''
      );
    };
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      order.push(focused());
    }
    expect(order).toEqual([
      'Base URL',
      'Model',
      'API key',
      'Use the model for the assistant',
      'Save',
      'Remove',
      'Question',
      'Preview',
    ]);
    // The switch turns with the space bar; the preview runs with Enter.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Nothing has been sent.')).toBeVisible();
    await user.tab();
    expect(document.activeElement?.tagName).toBe('PRE');
    await user.tab();
    expect(document.activeElement?.tagName).toBe('PRE');

    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).not.toBeChecked();
    screen.getByRole('switch').focus();
    await user.keyboard(' ');
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
