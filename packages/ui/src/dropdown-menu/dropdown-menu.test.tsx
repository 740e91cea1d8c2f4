import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { DropdownMenu } from './dropdown-menu';

const ITEMS = [
  { label: 'Qube', href: '/qube-product', description: 'For executives' },
  { label: 'aitchQ', href: '/aitchq-product' },
  { label: 'eyeQ', href: '/eyeq-product' },
];

function renderMenu() {
  renderWithTheme(
    <>
      <DropdownMenu label="Features" items={ITEMS} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Features' });
}

describe('DropdownMenu', () => {
  it('opens on click and shows its links, named by their visible text', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const qube = screen.getByRole('link', { name: 'Qube For executives' });
    expect(qube).toHaveAttribute('href', '/qube-product');
    expect(screen.getAllByRole('link')).toHaveLength(3);

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, moves with the arrows and closes with Escape back on the button', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();

    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /^Qube/ })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'aitchQ' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'eyeQ' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Qube/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'eyeQ' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens at the last link with ArrowUp', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'eyeQ' })).toHaveFocus();
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a round trigger its accessible name', () => {
    renderWithTheme(
      <DropdownMenu
        label="Q"
        ariaLabel="Contact and feedback"
        appearance="round"
        items={[{ label: 'Contact Us', href: 'mailto:hello@q-suite.example' }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Contact and feedback' });
    fireEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:hello@q-suite.example',
    );
  });
});
