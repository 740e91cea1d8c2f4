import styled from 'styled-components';

export type ProgressBarSize = 'sm' | 'md' | 'lg';

const HEIGHTS: Record<ProgressBarSize, string> = { sm: '0.375rem', md: '0.5rem', lg: '0.75rem' };

export const Track = styled.div<{ $size: ProgressBarSize }>`
  position: relative;
  width: 100%;
  height: ${({ $size }) => HEIGHTS[$size]};
  overflow: hidden;
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.full};
`;

/** The width comes in as an inline style: one class for every value would bloat the sheet. */
export const Fill = styled.div<{ $color: string }>`
  height: 100%;
  background-color: ${({ $color }) => $color};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.durations.slow} ease-out;
`;
