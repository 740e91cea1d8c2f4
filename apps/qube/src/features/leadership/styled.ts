import styled from 'styled-components';

export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space[2]};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }

  th:first-child,
  td:first-child {
    padding-left: 0;
    text-align: left;
  }

  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Effectiveness = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    width: 4rem;
    flex-shrink: 0;
  }
`;

/** What no source gives, or what is left out, in small muted text. */
export const NotSynced = styled.span`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
