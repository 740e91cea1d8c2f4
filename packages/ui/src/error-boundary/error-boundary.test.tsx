import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;

function Widget() {
  if (shouldThrow) throw new Error('Headcount service unavailable');
  return <p>Headcount: 148</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    shouldThrow = true;
    // React reports every caught render error on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the fallback card in place of a throwing child', () => {
    renderWithTheme(
      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('An unexpected error occurred while loading this component.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the error message in the Error details disclosure', async () => {
    renderWithTheme(
      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>,
    );
    const summary = screen.getByText('Error details');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Headcount service unavailable');
  });

  it('renders the children again after Try again, once they are healthy', async () => {
    const onReset = vi.fn();
    renderWithTheme(
      <ErrorBoundary onReset={onReset}>
        <Widget />
      </ErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Headcount: 148')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('shows the fallback again when the child still fails after Try again', async () => {
    renderWithTheme(
      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('resets when a reset key changes', () => {
    const { rerender } = renderWithTheme(
      <ErrorBoundary resetKeys={['/dashboard']}>
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKeys={['/settings']}>
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Headcount: 148')).toBeInTheDocument();
  });

  it('renders a custom fallback and reports the error', () => {
    const onError = vi.fn();
    renderWithTheme(
      <ErrorBoundary onError={onError} fallback={({ error }) => <p>Failed: {error.message}</p>}>
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Failed: Headcount service unavailable')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Headcount service unavailable' }),
      expect.anything(),
    );
  });

  it('renders its children when nothing fails', () => {
    shouldThrow = false;
    renderWithTheme(
      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Headcount: 148')).toBeInTheDocument();
  });
});
