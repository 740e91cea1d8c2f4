import type { AssistantAnswer } from '@q/api-client';
import { renderPage } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, liveProvenance } from '../../lib/provenance-fixtures';
import { stubServer } from '../../lib/test-server';
import { FloatingAssistant } from './floating-assistant';

/**
 * What a server with a language model adds to an answer (who worded it, a note, whether a model is
 * configured): the page uses each when it is there. The answers are handed over as the client
 * would return them, past the schema of the day.
 */

const answers = vi.hoisted(() => [] as unknown[]);

vi.mock('@q/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@q/api-client')>();
  return {
    ...original,
    askAssistantMutation: () => ({
      mutationKey: ['/api/assistant/questions'],
      mutationFn: async () => answers.shift(),
    }),
  };
});

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const reply = (overrides: Partial<AssistantAnswer>): AssistantAnswer => ({
  text: 'You have 6 direct reports.',
  tool: 'my-reports',
  links: [{ label: 'Team', widget: 'team' }],
  capabilities: [],
  answeredBy: 'rules',
  note: null,
  model: 'on',
  sources: [],
  ...overrides,
});

const HINT =
  'Answers are computed from your data. An admin can add a language model in System Settings.';

async function ask(question: string) {
  stubServer({
    '/api/auth/me': { user: SARAH },
    '/api/data-sources': dataSourcesAnswer({ team: liveProvenance(Date.now()) }),
    '/api/management-insights': [],
  });
  const user = userEvent.setup();
  await renderPage(<FloatingAssistant today={new Date(2025, 2, 12)} />, { user: SARAH });
  await user.click(await screen.findByRole('button', { name: /Open AI assistant/ }));
  const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
  await within(dialog).findByText('Answers from your connected data');
  const input = within(dialog).getByRole('textbox', { name: 'Message the assistant' });
  await user.type(input, `${question}{Enter}`);
  const log = within(dialog).getByRole('log');
  await waitFor(() => expect(log.lastElementChild).toHaveTextContent('direct reports'));
  return { dialog, input, reply: log.lastElementChild as HTMLElement };
}

describe('FloatingAssistant, answers a model may word', () => {
  it('says "AI generated" of an answer a model worded, with its note', async () => {
    answers.push(reply({ answeredBy: 'model', model: 'on', note: 'Worded by a language model.' }));
    const { dialog, reply: answer } = await ask('How many direct reports do I have?');
    expect(within(answer).getByText('AI generated')).toBeInTheDocument();
    expect(within(answer).getByText('Worded by a language model.')).toBeInTheDocument();
    expect(within(dialog).queryByText(HINT)).not.toBeInTheDocument();
  });

  it('hints under the composer when no model is configured, and never says "AI generated"', async () => {
    answers.push(reply({ model: 'not-configured', note: null }));
    const { dialog, input, reply: answer } = await ask('How many direct reports do I have?');
    expect(within(answer).queryByText('AI generated')).not.toBeInTheDocument();
    expect(within(dialog).getByText(HINT)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(HINT);
  });

  it('gives no hint when a model is configured but off', async () => {
    answers.push(reply({ model: 'off' }));
    const { dialog } = await ask('How many direct reports do I have?');
    expect(within(dialog).queryByText(HINT)).not.toBeInTheDocument();
  });
});
