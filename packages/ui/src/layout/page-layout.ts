import styled from 'styled-components';

/** A page's widgets, one below the other. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/**
 * Two columns from the large breakpoint on, the first `$first` fractions wide against the
 * second's `$second` (even by default); one column below it.
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
