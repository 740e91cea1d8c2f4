import styled, { css } from 'styled-components';

/** The end of the header's row: the dashboard switcher and the theme switch. */
export const HeaderTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The header's row: brand, the app's sections (if any), the dashboard and theme switches. */
export const HeaderBar = styled.div<{ $hasSections: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;

  ${({ $hasSections }) =>
    $hasSections
      ? css`
          /* The switches sit at the far end of the bar. */
          & > ${HeaderTools} {
            margin-left: auto;
          }
        `
      : css`
          justify-content: space-between;
        `}
`;

/** The app's sections: a row of their own below the brand, between brand and switcher from lg. */
export const SectionsNav = styled.nav`
  order: 3;
  width: 100%;
  min-width: 0;

  ul {
    gap: ${({ theme }) => theme.space[1]};
    padding: 2px;
  }

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }

  a[aria-current='page'] {
    background-color: ${({ theme }) => theme.colors.primarySubtle};
    text-decoration: none;
  }

  ${({ theme }) => theme.media.lg} {
    order: 0;
    width: auto;
    flex: 1;
  }
`;

export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const PageTitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** Holds the way back (a link) above the title. */
export const BackLink = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.space[2]};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a:hover {
    text-decoration: underline;
  }
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;
