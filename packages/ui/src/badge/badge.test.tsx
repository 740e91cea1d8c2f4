import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Badge } from './badge';
import type { BadgeVariant } from './styled';

const variants: BadgeVariant[] = [
  'default',
  'success',
  'warning',
  'danger',
  'info',
  'neutral',
  'outline',
];

describe('Badge', () => {
  it.each(variants)('shows its text in the %s variant', (variant) => {
    renderWithTheme(<Badge variant={variant}>Urgent</Badge>);
    expect(screen.getByText('Urgent')).toBeVisible();
  });

  it('passes other attributes to the element', () => {
    renderWithTheme(<Badge title="Data source">Live</Badge>);
    expect(screen.getByTitle('Data source')).toHaveTextContent('Live');
  });
});
