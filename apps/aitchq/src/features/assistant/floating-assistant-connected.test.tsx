import { renderPage } from '@q/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dataSourcesAnswer, liveProvenance, minutesBefore } from '../../lib/provenance-fixtures';
import { failure, never, stubServer } from '../../lib/test-server';
import { FloatingAssistant } from './floating-assistant';

/**
 * The assistant with data connected: signed in, and the people synced for the viewer. Each
 * question goes to the server; the count is that of the computed high-priority insights. With
 * nothing connected it behaves as `floating-assistant.test.tsx` says.
 */

const SARAH = {
  id: 2,
  email: 'sarah@acme.example',
  name: 'Sarah Chen',
  role: 'manager' as const,
  preferences: { defaultDashboard: 'aitchq' as const },
};

const today = new Date(2025, 2, 12, 10, 0);

const evidence = {
  rule: 'time-off-overlap',
  ruleVersion: 1,
  summary: 'Flags a working day when many of your direct reports are out at once.',
  records: [{ kind: 'time-off', id: 't-1', label: 'Ravi Patel: 2025-03-17 to 2025-03-19' }],
  comparisons: [{ name: 'Share of direct reports out', value: 0.5, threshold: 0.3, op: '>=' }],
  sources: [{ provider: 'bamboohr', syncedAt: '2025-03-12T08:00:00.000Z' }],
  computedAt: '2025-03-12T09:00:00.000Z',
};

const insight = (id: number, priority: string, computed = true) => ({
  id,
  title: `Insight ${id}`,
  description: `About ${id}`,
  type: 'team',
  priority,
  status: 'active',
  source: 'hris',
  actionRequired: true,
  actionText: null,
  impact: null,
  dueDate: null,
  person: null,
  aiGenerated: false,
  ...(computed ? { evidence } : {}),
});

/** Two computed insights are high priority (the sample's high one is not counted). */
const INSIGHTS = [
  insight(1, 'high'),
  insight(2, 'medium'),
  insight(3, 'high'),
  insight(4, 'high', false),
];

const TIME_OFF_REPLY = {
  text: [
    '2 people are out between Mon 17 Mar and Sun 23 Mar:',
    '- Ravi Patel: Mon 17 Mar to Wed 19 Mar, time off',
    '- Mei Lin: Tue 18 Mar, time off',
  ].join('\n'),
  tool: 'time-off',
  links: [
    { label: 'HRIS Insights', widget: 'hris-insights' },
    { label: 'Team', widget: 'team' },
  ],
  capabilities: [],
  answeredBy: 'rules',
  note: null,
  model: 'off',
  sources: [{ provider: 'bamboohr', syncedAt: minutesBefore(Date.now(), 125) }],
};

const CAPABILITIES = [
  'Who is out and when ("Who is out next week?")',
  'Open roles and the overdue ones ("Which open roles are overdue?")',
];

const UNKNOWN_REPLY = {
  text: [
    "I can't answer that from your data.",
    'I can answer:',
    ...CAPABILITIES.map((line) => `- ${line}`),
  ].join('\n'),
  tool: null,
  links: [{ label: 'System Settings: Integrations', widget: 'integrations' }],
  capabilities: CAPABILITIES,
  answeredBy: 'rules',
  note: null,
  model: 'off',
  sources: [],
};

type Answer = unknown | ((init?: RequestInit) => Response | Promise<Response>);

function connected(ask: Answer, extra: Record<string, Answer> = {}) {
  const routes = {
    '/api/auth/me': { user: SARAH },
    '/api/data-sources': dataSourcesAnswer({ team: liveProvenance(Date.now()) }),
    '/api/management-insights': INSIGHTS,
    ...extra,
  } as Record<string, unknown>;
  const askRoute = vi.fn((init?: RequestInit) =>
    typeof ask === 'function'
      ? (ask as (init?: RequestInit) => Response)(init)
      : new Response(JSON.stringify(ask), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
  );
  stubServer({ ...routes, 'POST /api/assistant/questions': askRoute });
  return askRoute;
}

async function openAssistant({ launcher = /Open AI assistant/ }: { launcher?: RegExp } = {}) {
  const user = userEvent.setup();
  await renderPage(<FloatingAssistant today={today} />, { user: SARAH });
  await user.click(await screen.findByRole('button', { name: launcher }));
  const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
  const log = within(dialog).getByRole('log', { name: 'Conversation' });
  const input = within(dialog).getByRole('textbox', { name: 'Message the assistant' });
  // Connected once its badge says so.
  await within(dialog).findByText('Answers from your connected data');
  return { user, dialog, log, input };
}

const bubbles = (log: HTMLElement) => Array.from(log.children) as HTMLElement[];
const lastReply = (log: HTMLElement) => bubbles(log).at(-1) as HTMLElement;

/** Waits for the server's answer to replace the typing bubble. */
async function answered(log: HTMLElement) {
  await waitFor(() => expect(log.querySelector('[data-state="loading"]')).toBeNull());
  return lastReply(log);
}

describe('FloatingAssistant with data connected', () => {
  it('counts the high-priority insights computed from the data', async () => {
    connected(TIME_OFF_REPLY);
    await renderPage(<FloatingAssistant today={today} />, { user: SARAH });
    const launcher = await screen.findByRole('button', {
      name: 'Open AI assistant, 2 high-priority items',
    });
    expect(launcher).toHaveTextContent('2');
    await userEvent.setup().click(launcher);
    const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
    expect(within(dialog).getByText('2 high-priority items')).toBeInTheDocument();
    expect(within(dialog).getByRole('log')).toHaveTextContent(
      'You have 2 high-priority items among your insights.',
    );
  });

  it('asks the server, shows it is looking, then the answer lines, links and provenance', async () => {
    let answer: (response: Response) => void = () => {};
    const ask = connected(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog, log, input } = await openAssistant();
    expect(within(dialog).queryByText(/^Sample data/)).not.toBeInTheDocument();

    await user.type(input, 'Who is out next week?{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(ask.mock.calls[0]?.[0]?.body))).toEqual({
      question: 'Who is out next week?',
    });
    const [question, typing] = bubbles(log).slice(-2) as [HTMLElement, HTMLElement];
    expect(question).toHaveTextContent('Who is out next week?');
    expect(typing).toHaveTextContent('Looking that up…');
    expect(log).toHaveAttribute('role', 'log');
    expect(log).toHaveAttribute('aria-live', 'polite');

    answer(
      new Response(JSON.stringify(TIME_OFF_REPLY), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const reply = await answered(log);
    expect(reply).toHaveAttribute('data-from', 'assistant');
    expect(within(reply).getByText('2 people are out between Mon 17 Mar and Sun 23 Mar:')).toBe(
      reply.querySelector('p'),
    );
    expect(
      within(reply)
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((li) => li.textContent),
    ).toEqual(['Ravi Patel: Mon 17 Mar to Wed 19 Mar, time off', 'Mei Lin: Tue 18 Mar, time off']);
    const links = within(reply).getByRole('list', { name: 'Where to see it' });
    expect(within(links).getByRole('link', { name: 'HRIS Insights' })).toHaveAttribute(
      'href',
      '/dashboard#hris-insights',
    );
    expect(within(links).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '/dashboard#team',
    );
    expect(within(reply).getByText('From BambooHR · synced 2 h ago')).toBeInTheDocument();
    // Worded by the product's rules: never 'AI generated', and no word of a model.
    expect(within(reply).queryByText('AI generated')).not.toBeInTheDocument();
    expect(screen.queryByText(/language model/)).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('keeps an answer as text: markup in it is shown, never made', async () => {
    connected({ ...TIME_OFF_REPLY, text: '<b>Ravi</b> is out' });
    const { user, log, input } = await openAssistant();
    await user.type(input, 'who is out{Enter}');
    const reply = await answered(log);
    expect(reply).toHaveTextContent('<b>Ravi</b> is out');
    expect(reply.querySelector('b')).toBeNull();
  });

  it('offers the questions it answers from the data', async () => {
    const ask = connected(TIME_OFF_REPLY);
    const { user, dialog, log } = await openAssistant();
    const suggestions = within(dialog).getByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Who is out next week?',
      'Which open roles are overdue?',
      'How many direct reports do I have?',
      'What should I focus on?',
    ]);
    await user.click(within(suggestions).getByRole('button', { name: 'Who is out next week?' }));
    await answered(log);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(lastReply(log)).toHaveTextContent('2 people are out');
  });

  it('lists what it can answer when it could not answer, once', async () => {
    connected(UNKNOWN_REPLY);
    const { user, log, input } = await openAssistant();
    await user.type(input, 'What is the weather?{Enter}');
    const reply = await answered(log);
    expect(reply).toHaveTextContent("I can't answer that from your data.");
    const list = within(reply).getByRole('list', { name: 'What I can answer' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CAPABILITIES);
    // The text's own copy of the list is not repeated.
    expect(within(reply).getAllByText(CAPABILITIES[0] as string)).toHaveLength(1);
    expect(
      within(reply).getByRole('link', { name: 'System Settings: Integrations' }),
    ).toHaveAttribute('href', '/settings');
  });

  it('answers from the sample when the server says nothing is connected (409)', async () => {
    connected(() => new Response('{"message":"Nothing is connected yet"}', { status: 409 }));
    const { user, log, input } = await openAssistant();
    await user.type(input, 'What is urgent?{Enter}');
    const reply = await answered(log);
    expect(reply).toHaveTextContent('You have 3 high-priority items to handle first:');
    expect(within(reply).getAllByRole('listitem')).toHaveLength(3);
  });

  it.each([
    ['a server failure (500)', failure(500)],
    [
      'the network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('apologises for %s', async (_name, route) => {
    connected(route);
    const { user, log, input } = await openAssistant();
    await user.type(input, 'Who is out next week?{Enter}');
    const reply = await answered(log);
    expect(reply).toHaveTextContent("Sorry, I couldn't answer that just now. Please try again.");
    expect(reply).toHaveAttribute('data-from', 'assistant');
  });

  it('caps what can be typed at what the server reads', async () => {
    connected(TIME_OFF_REPLY);
    const { input } = await openAssistant();
    expect(input).toHaveAttribute('maxLength', '2000');
  });
});

describe('FloatingAssistant, signed in with nothing connected', () => {
  it('keeps the sample: its count, badge and keyword answers, without asking the server', async () => {
    const ask = vi.fn(() => new Response('{}'));
    stubServer({
      '/api/auth/me': { user: SARAH },
      '/api/data-sources': dataSourcesAnswer(),
      '/api/management-insights': never,
      'POST /api/assistant/questions': ask,
    });
    const user = userEvent.setup();
    await renderPage(<FloatingAssistant today={today} />, { user: SARAH });
    await user.click(
      await screen.findByRole('button', { name: 'Open AI assistant, 3 high-priority items' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
    expect(within(dialog).getByText('Sample data')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'budget{Enter}');
    expect(lastReply(within(dialog).getByRole('log'))).toHaveTextContent(
      'Here are 2 budget items from Finance:',
    );
    expect(ask).not.toHaveBeenCalled();
  });
});
