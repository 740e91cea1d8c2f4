import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background-color: ${colors.primary};
        color: ${colors.onPrimary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background-color: ${colors.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background-color: ${colors.primarySubtle};
        color: ${colors.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          border-color: ${colors.primary};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background-color: ${colors.surfaceMuted};
        }
      `;
    case 'destructive':
      return css`
        background-color: ${colors.danger};
        color: ${colors.onDanger};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background-color: ${colors.dangerHover};
        }
      `;
    case 'outline':
      return css`
        background-color: ${colors.surface};
        color: ${colors.text};
        border-color: ${colors.borderStrong};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background-color: ${colors.surfaceMuted};
        }
      `;
  }
};

const sizeStyles = (theme: DefaultTheme, size: ButtonSize) => {
  switch (size) {
    case 'sm':
      return css`
        min-height: 2rem;
        padding: 0 ${theme.space[3]};
        font-size: ${theme.fontSizes.sm};
      `;
    case 'md':
      return css`
        min-height: 2.5rem;
        padding: 0 ${theme.space[4]};
        font-size: ${theme.fontSizes.sm};
      `;
    case 'lg':
      return css`
        min-height: 3rem;
        padding: 0 ${theme.space[6]};
        font-size: ${theme.fontSizes.md};
      `;
    case 'icon':
      return css`
        width: 2.5rem;
        height: 2.5rem;
        padding: 0;
      `;
  }
};

export const Button = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease,
    border-color ${({ theme }) => theme.durations.fast} ease;

  ${({ theme, $variant }) => variantStyles(theme, $variant)}
  ${({ theme, $size }) => sizeStyles(theme, $size)}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  svg {
    flex-shrink: 0;
    width: 1rem;
    height: 1rem;
  }
`;
