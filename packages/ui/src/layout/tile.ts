import styled, { css } from 'styled-components';
import type { SpaceKey } from '../theme';

/**
 * A list item drawn as a bordered tile: its parts stack `$gap` apart (space 2 by default) inside
 * `$padding` (space 3 by default; two keys give the block and inline padding). `$isRaised` makes
 * it a small card: on the surface colour, rounder, with a shadow.
 */
export const Tile = styled.li<{
  $gap?: SpaceKey;
  $padding?: SpaceKey | readonly [SpaceKey, SpaceKey];
  $isRaised?: boolean;
}>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
  padding: ${({ theme, $padding = 3 }) =>
    typeof $padding === 'number'
      ? theme.space[$padding]
      : `${theme.space[$padding[0]]} ${theme.space[$padding[1]]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $isRaised }) =>
    $isRaised &&
    css`
      background-color: ${theme.colors.surface};
      border-radius: ${theme.radii.lg};
      box-shadow: ${theme.shadows.sm};
      min-width: 0;
    `}
`;
