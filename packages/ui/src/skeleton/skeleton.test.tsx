import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton height="4rem" />);
    const block = container.querySelector('[data-ui="skeleton"]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its size from width and height (numbers are px)', () => {
    const { container } = renderWithTheme(<Skeleton width={120} height="2rem" />);
    const block = container.querySelector('[data-ui="skeleton"]');
    expect(block).toHaveStyle({ width: '120px', height: '2rem' });
  });
});
