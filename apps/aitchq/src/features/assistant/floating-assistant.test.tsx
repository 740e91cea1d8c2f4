import { expectSampleDataBadge, renderPage } from '@q/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FloatingAssistant } from './floating-assistant';

const today = new Date(2025, 2, 12, 10, 0);

async function openAssistant() {
  const user = userEvent.setup();
  await renderPage(<FloatingAssistant today={today} />);
  await user.click(
    await screen.findByRole('button', { name: 'Open AI assistant, 3 high-priority items' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'AI Assistant' });
  const log = within(dialog).getByRole('log', { name: 'Conversation' });
  const input = within(dialog).getByRole('textbox', { name: 'Message the assistant' });
  return { user, dialog, log, input };
}

const bubbles = (log: HTMLElement) => Array.from(log.children) as HTMLElement[];
const lastReply = (log: HTMLElement) => bubbles(log).at(-1) as HTMLElement;

describe('FloatingAssistant', () => {
  it('shows the count of high-priority items on its round button', async () => {
    await renderPage(<FloatingAssistant today={today} />);
    const launcher = await screen.findByRole('button', { name: /Open AI assistant/ });
    expect(launcher).toHaveTextContent('3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a 600 px panel with focus in the message box and an announced log', async () => {
    const { dialog, log, input } = await openAssistant();
    expect(dialog).toHaveStyle({ height: '600px' });
    expect(input).toHaveFocus();
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('You have 3 high-priority items waiting.');
  });

  it('answers priority questions with the high-priority items, on Enter', async () => {
    const { user, log, input } = await openAssistant();
    await user.type(input, 'What is URGENT today?{Enter}');
    expect(input).toHaveValue('');
    const [question, reply] = bubbles(log).slice(-2) as [HTMLElement, HTMLElement];
    expect(question).toHaveTextContent('What is URGENT today?');
    expect(question).toHaveAttribute('data-from', 'user');
    expect(reply).toHaveTextContent('You have 3 high-priority items to handle first:');
    expect(within(reply).getAllByRole('listitem')).toHaveLength(3);
    expect(reply).toHaveTextContent('Restore the Incident Summariser agent');
  });

  it('answers team, budget and agent questions with their categories, from the send button', async () => {
    const { user, log, input, dialog } = await openAssistant();
    const send = within(dialog).getByRole('button', { name: 'Send' });

    await user.type(input, 'Any people problems?');
    await user.click(send);
    let items = within(lastReply(log))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('People Management');
    expect(items[1]).toContain('HR Compliance');

    await user.type(input, 'financial risks{Enter}');
    items = within(lastReply(log))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lastReply(log)).toHaveTextContent('Here are 2 budget items from Finance:');
    expect(items.every((text) => text?.includes('Finance'))).toBe(true);

    await user.type(input, 'how are my agents?{Enter}');
    expect(lastReply(log)).toHaveTextContent('Here are 2 agent items:');
    expect(lastReply(log)).toHaveTextContent('Agent Performance');
    expect(lastReply(log)).toHaveTextContent('Agent Operations');
  });

  it('answers anything else with a hint', async () => {
    const { user, log, input } = await openAssistant();
    await user.type(input, 'hello{Enter}');
    expect(lastReply(log)).toHaveTextContent(
      'I can help you prioritise. Ask me about priorities, team issues, budget items or agent performance.',
    );
  });

  it('ignores empty and whitespace-only messages', async () => {
    const { user, log, input, dialog } = await openAssistant();
    const before = bubbles(log).length;
    await user.type(input, '{Enter}');
    await user.type(input, '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(bubbles(log)).toHaveLength(before);
  });

  it('asks a suggested question in one tap', async () => {
    const { user, log, dialog } = await openAssistant();
    await user.click(within(dialog).getByRole('button', { name: 'Budget items' }));
    expect(lastReply(log)).toHaveTextContent('Here are 2 budget items from Finance:');
  });

  it('minimises to its header and expands again, keeping the conversation', async () => {
    const { user, log, input, dialog } = await openAssistant();
    await user.type(input, 'hello{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Minimise assistant' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'AI Assistant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand assistant' }));
    expect(screen.getByRole('log')).toHaveTextContent('hello');
    expect(log).toBeVisible();
  });

  it('closes from its close button and from Escape, returning focus to the round button', async () => {
    const { user, dialog } = await openAssistant();
    await user.click(within(dialog).getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: /Open AI assistant/ });
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    expect(screen.getByRole('textbox', { name: 'Message the assistant' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open AI assistant/ })).toHaveFocus();
  });

  it('says its action items are samples, and what would feed them', async () => {
    const { dialog } = await openAssistant();
    expectSampleDataBadge(dialog, 'your HRIS, ATS, finance system and agent platforms');
  });
});
