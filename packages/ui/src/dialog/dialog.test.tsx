import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import type { DialogProps } from './dialog';
// The kit's public dialogs: Radix's frame, loaded on first open.
import { Dialog, SidePanel } from './index';

function Harness({ Component }: { Component: (props: DialogProps) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Component
        open={open}
        onOpenChange={setOpen}
        title="Churn risk at a top account"
        description="Salesforce · 2 hours ago"
      >
        <p>Usage dropped 30% in six weeks.</p>
        <button type="button">Create Task</button>
      </Component>
    </>
  );
}

async function open(Component: (props: DialogProps) => ReactNode) {
  const user = userEvent.setup();
  renderWithTheme(<Harness Component={Component} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Churn risk at a top account' });
  return { user, opener, dialog };
}

describe.each([
  ['Dialog', Dialog],
  ['SidePanel', SidePanel],
])('%s', (_name, Component) => {
  it('renders nothing, and loads nothing, until it is first opened', () => {
    renderWithTheme(<Harness Component={Component} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[data-ui="dialog-overlay"]')).toBeNull();
  });

  it('opens as a named, described modal dialog with focus inside', async () => {
    const { dialog } = await open(Component);
    expect(dialog).toHaveAccessibleDescription('Salesforce · 2 hours ago');
    expect(dialog).toHaveTextContent('Usage dropped 30% in six weeks.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps focus inside while open', async () => {
    const { user, dialog } = await open(Component);
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await open(Component);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the X', async () => {
    const { user, opener } = await open(Component);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    const { user } = await open(Component);
    await user.click(screen.getByText('Usage dropped 30% in six weeks.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const overlay = document.querySelector<HTMLElement>('[data-ui="dialog-overlay"]');
    expect(overlay).not.toBeNull();
    await user.click(overlay as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

it('names the X by closeLabel', async () => {
  renderWithTheme(
    <SidePanel open onOpenChange={() => {}} title="AI Insights" closeLabel="Close AI Insights">
      <p>Summary</p>
    </SidePanel>,
  );
  expect(await screen.findByRole('button', { name: 'Close AI Insights' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'AI Insights' })).not.toHaveAttribute(
    'aria-describedby',
  );
});
