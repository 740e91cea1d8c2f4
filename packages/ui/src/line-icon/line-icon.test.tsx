import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws a decorative 24-unit stroke icon at the given size', () => {
    const { container } = renderWithTheme(
      <LineIcon size={20}>
        <path d="M5 12h14" />
      </LineIcon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
  });

  it('is 16 px by default', () => {
    const { container } = renderWithTheme(
      <LineIcon>
        <path d="M5 12h14" />
      </LineIcon>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('height', '16');
  });
});
