import styled, { css } from 'styled-components';

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
`;

export const Plot = styled.div`
  width: 100%;
  min-width: 0;

  svg {
    display: block;
    overflow: visible;
  }

  text {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 12px;
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A short sample of the series' mark: a bar, a solid or a dashed line, or a shaded band. */
export const Swatch = styled.span<{ $color: string; $mark: 'bar' | 'line' | 'dashed' | 'band' }>`
  display: inline-block;
  flex-shrink: 0;
  width: 1.25rem;
  ${({ $color, $mark }) => {
    switch ($mark) {
      case 'bar':
        return css`
          height: 0.75rem;
          border-radius: 2px;
          background-color: ${$color};
        `;
      case 'band':
        return css`
          height: 0.75rem;
          border-radius: 2px;
          background-color: ${$color};
          opacity: 0.25;
        `;
      default:
        return css`
          height: 0;
          border-top: 3px ${$mark === 'dashed' ? 'dashed' : 'solid'} ${$color};
        `;
    }
  }}
`;

export const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    width: fit-content;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const TableScroll = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space[1]};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    text-align: left;
    white-space: normal;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const RingFrame = styled.div<{ $size: number }>`
  position: relative;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;

  svg {
    display: block;
    transform: rotate(-90deg);
  }
`;

export const RingLabel = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
`;
