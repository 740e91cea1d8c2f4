import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { QThemeProvider } from './theme-provider';

const Swatch = styled.p`
  color: ${({ theme: current }) => current.colors.primary};
`;

describe('QThemeProvider', () => {
  it('gives its children the kit theme', () => {
    render(
      <QThemeProvider>
        <Swatch>Q</Swatch>
      </QThemeProvider>,
    );
    expect(screen.getByText('Q')).toHaveStyle({ color: theme.colors.primary });
  });

  it('applies the global body colours', () => {
    render(<QThemeProvider>content</QThemeProvider>);
    expect(document.body).toHaveStyle({
      color: theme.colors.text,
      backgroundColor: theme.colors.background,
    });
  });
});
