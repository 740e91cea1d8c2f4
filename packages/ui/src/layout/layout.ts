import styled, { css } from 'styled-components';
import type { Breakpoint, SpaceKey } from '../theme';

/** A list's own spacing and bullets, removed: the base of every list laid out by hand. */
export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A list without bullets whose items stack top to bottom, `$gap` apart (space 3 by default).
 * Render it `as="ol"` where the order means something.
 */
export const StackList = styled.ul<{ $gap?: SpaceKey }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
  ${listReset}
`;

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
      background: ${theme.colors.surface};
      border-radius: ${theme.radii.lg};
      box-shadow: ${theme.shadows.sm};
      min-width: 0;
    `}
`;

const BREAKPOINTS: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/**
 * A list without bullets laid out in equal columns: one on narrow screens, then from each
 * breakpoint that `$columns` names on, that many (`{ md: 2, xl: 4 }`); its items `$gap` apart
 * (space 4 by default).
 */
export const GridList = styled.ul<{
  $columns: Partial<Record<Breakpoint, number>>;
  $gap?: SpaceKey;
}>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  ${listReset}

  ${({ theme, $columns }) =>
    BREAKPOINTS.map(
      (breakpoint) =>
        $columns[breakpoint] &&
        css`
          ${theme.media[breakpoint]} {
            grid-template-columns: repeat(${$columns[breakpoint]}, minmax(0, 1fr));
          }
        `,
    )}
`;

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
  background: ${({ theme }) => theme.colors.surfaceMuted};
  min-width: 0;
  ${keyFigureText}
`;

/** The heading of a part inside a card: one step above body text, semibold. */
export const SubHeading = styled.h3<{ $isTight?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ theme, $isTight }) =>
    $isTight &&
    css`
      line-height: ${theme.lineHeights.tight};
    `}
`;

/** A page's widgets, one below the other. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/**
 * Two columns from the large breakpoint on, the first `$first` fractions wide against the
 * second's `$second` (even by default); one column below it.
 */
export const Columns = styled.div<{ $first?: number; $second?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, ${({ $first = 1 }) => $first}fr) minmax(
        0,
        ${({ $second = 1 }) => $second}fr
      );
  }
`;
