import styled from 'styled-components';
import type { SpaceKey } from '../theme';
import { listReset } from './list-reset';

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
