import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading');
  });

  it('takes a custom label', () => {
    renderWithTheme(<Spinner label="Loading your team" size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading your team' })).toBeInTheDocument();
  });
});
