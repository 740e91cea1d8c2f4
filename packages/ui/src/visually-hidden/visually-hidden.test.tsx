import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('names an icon-only control while staying off screen', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">🔔</span>
        <VisuallyHidden>Notifications</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Notifications')).toHaveStyle({ position: 'absolute', width: '1px' });
  });
});
