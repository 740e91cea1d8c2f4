import styled, { css, type DefaultTheme } from 'styled-components';

export type BadgeVariant =
  | 'default'
  | 'success'
  | 'warning'
  | 'danger'
  | 'info'
  | 'neutral'
  | 'outline';

const variantStyles = (theme: DefaultTheme, variant: BadgeVariant) => {
  switch (variant) {
    case 'default':
      return css`
        background-color: ${theme.colors.primarySubtle};
        color: ${theme.colors.primary};
        border-color: ${theme.colors.primarySubtle};
      `;
    case 'outline':
      return css`
        background: transparent;
        color: ${theme.colors.text};
        border-color: ${theme.colors.borderStrong};
      `;
    default:
      return css`
        background-color: ${theme.colors[`${variant}Subtle`]};
        color: ${theme.colors[`${variant}Text`]};
        border-color: ${theme.colors[variant]};
      `;
  }
};

export const Badge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  ${({ theme, $variant }) => variantStyles(theme, $variant)}
`;
