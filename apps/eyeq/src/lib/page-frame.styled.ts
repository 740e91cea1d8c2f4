import { Link } from '@tanstack/react-router';
import styled, { css } from 'styled-components';

export const HeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
`;

export const Switcher = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const SwitcherLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

export const SwitcherList = styled.ul`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
`;

const switcherItem = css`
  display: inline-block;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export const SwitcherAnchor = styled.a`
  ${switcherItem}
`;

/** The dashboard in use, marked by a filled pill and `aria-current`. */
export const SwitcherCurrent = styled(Link)`
  ${switcherItem}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
