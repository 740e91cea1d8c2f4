import styled, { css } from 'styled-components';
import type { Breakpoint, SpaceKey } from '../theme';
import { listReset } from './list-reset';

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
