import styled from 'styled-components';
import { Badge } from '../badge/styled';

/** The badge and its explanation: the explanation is placed against this box. */
export const Root = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The kit's badge, focusable; the pointer says it explains itself. */
export const Trigger = styled(Badge)`
  cursor: help;
`;

/** The explanation, drawn as the kit's tooltip, under the badge. */
export const Hint = styled.span<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  width: max-content;
  max-width: min(20rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.tooltip};
  color: ${({ theme }) => theme.colors.onTooltip};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;
  white-space: normal;
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
`;
