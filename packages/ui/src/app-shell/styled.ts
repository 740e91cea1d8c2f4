import styled from 'styled-components';

/** The page frame of a dashboard: header on top, main content below. */
export const AppShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background-color: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const AppHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The product name, linking home. */
export const AppBrand = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

export const AppMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  }
`;

/** A row of navigation links; put it inside a labelled `<nav>`. */
export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }

  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** A page's title: the h1 every dashboard page opens with. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

/** The line under a page's title. */
export const PageDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
