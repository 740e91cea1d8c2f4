import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from {
    opacity: 0;
    transform: scale(0.96);
  }
  to {
    opacity: 1;
    transform: scale(1);
  }
`;

export const Content = styled(TooltipPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: 20rem;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.tooltip};
  color: ${({ theme }) => theme.colors.onTooltip};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform-origin: var(--radix-tooltip-content-transform-origin);

  @media (prefers-reduced-motion: no-preference) {
    animation: ${appear} ${({ theme }) => theme.durations.fast} ease-out;
  }
`;

export const Arrow = styled(TooltipPrimitive.Arrow)`
  fill: ${({ theme }) => theme.colors.tooltip};
`;

/**
 * Focusable stand-in for a trigger that cannot take focus or pointer events itself,
 * such as a disabled button.
 */
export const TriggerWrapper = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.md};

  & > :disabled {
    pointer-events: none;
  }
`;
