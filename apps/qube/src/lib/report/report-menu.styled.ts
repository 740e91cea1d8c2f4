import styled, { keyframes } from 'styled-components';

export const Panel = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: calc(2.5rem + ${({ theme }) => theme.space[1]});
  right: 0;
  width: min(17rem, calc(100vw - 2rem));
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }
`;

export const Choice = styled.button`
  display: grid;
  gap: 0.125rem;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const ChoiceLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const ChoiceDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A small ring turning in the button while an export is made. */
export const Busy = styled.span`
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
