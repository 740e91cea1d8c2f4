import styled from 'styled-components';

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

/** Styles the links it holds, whatever renders them (a plain link or an app's router link). */
export const SwitcherList = styled.ul`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  list-style: none;
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.full};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  a[aria-current] {
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  a[aria-current]:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
