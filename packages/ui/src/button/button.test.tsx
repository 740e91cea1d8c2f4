import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is type="button" by default', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit type', () => {
    renderWithTheme(<Button type="submit">Continue with email</Button>);
    expect(screen.getByRole('button', { name: 'Continue with email' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores presses while disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick} variant="destructive">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} size="icon" aria-label="Close" variant="ghost">
        ×
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});

describe('ButtonLink', () => {
  it('renders a link with the button look', () => {
    renderWithTheme(
      <ButtonLink href="/login" variant="outline" size="lg">
        Try the demo
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Try the demo' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).not.toHaveAttribute('type');
  });
});
