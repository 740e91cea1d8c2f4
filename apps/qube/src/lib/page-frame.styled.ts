import { Link } from '@tanstack/react-router';
import styled from 'styled-components';

export const HeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;

  /* The dashboard switcher sits at the far end of the bar. */
  & > nav[aria-label='Dashboards'] {
    margin-left: auto;
  }
`;

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
    background: ${({ theme }) => theme.colors.primarySubtle};
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

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    text-decoration: underline;
  }
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The page's widgets, one below the other. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/**
 * Two columns from the large breakpoint on, the first `$first` fractions wide against the
 * second's `$second`; one column below it.
 */
export const Columns = styled.div<{ $first?: number; $second?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, ${({ $first = 1 }) => $first}fr) minmax(
        0,
        ${({ $second = 1 }) => $second}fr
      );
  }
`;
