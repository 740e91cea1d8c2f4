import styled, { css } from 'styled-components';

/** Key figures in a description list: labels (`dt`) small and muted, figures (`dd`) bold. */
export const keyFigureText = css`
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * A key figure in a description list: its label (`dt`) small and muted above the figure (`dd`,
 * bold, `xl`), on a muted tile. Put tiles inside a `dl`.
 */
export const StatTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  min-width: 0;
  ${keyFigureText}
`;
