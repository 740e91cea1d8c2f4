import styled, { css } from 'styled-components';

export type DropdownMenuAppearance = 'nav' | 'round';
export type DropdownMenuAlign = 'start' | 'end';

/**
 * Below the `sm` breakpoint the wrapper is not positioned, so the panel spans the nearest
 * positioned ancestor (a nav bar) instead of running off a narrow screen.
 */
export const Root = styled.div`
  position: static;

  ${({ theme }) => theme.media.sm} {
    position: relative;
  }
`;

export const Trigger = styled.button<{ $appearance: DropdownMenuAppearance }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  border: 1px solid transparent;
  font: inherit;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease,
    color ${({ theme }) => theme.durations.fast} ease;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ $appearance, theme }) =>
    $appearance === 'round'
      ? css`
          width: 2.5rem;
          height: 2.5rem;
          border-radius: ${theme.radii.full};
          background-color: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          font-weight: ${theme.fontWeights.bold};
          font-size: ${theme.fontSizes.lg};

          &:hover,
          &[aria-expanded='true'] {
            background-color: ${theme.colors.primaryHover};
          }
        `
      : css`
          min-height: 2.5rem;
          padding: 0 ${theme.space[2]};
          border-radius: ${theme.radii.md};
          background: transparent;
          color: ${theme.colors.text};
          font-weight: ${theme.fontWeights.medium};

          &:hover,
          &[aria-expanded='true'] {
            background-color: ${theme.colors.surfaceMuted};
            color: ${theme.colors.primary};
          }
        `}
`;

export const Chevron = styled.svg<{ $isOpen: boolean }>`
  width: 1rem;
  height: 1rem;
  transition: transform ${({ theme }) => theme.durations.fast} ease;
  transform: rotate(${({ $isOpen }) => ($isOpen ? '180deg' : '0deg')});
`;

export const Panel = styled.ul<{ $align: DropdownMenuAlign }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.sm} {
    width: 19rem;
    ${({ $align }) =>
      $align === 'end'
        ? css`
            left: auto;
            right: 0;
          `
        : css`
            left: 0;
            right: auto;
          `}
  }
`;

export const ItemLink = styled.a`
  display: grid;
  gap: 0.125rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background-color: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const ItemLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const ItemDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
