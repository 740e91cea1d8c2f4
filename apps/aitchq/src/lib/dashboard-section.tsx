import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A titled band of widgets: two columns on wide screens, or one full-width widget. */
export function DashboardSection({
  title,
  isWide = false,
  children,
}: {
  title: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <RenderedWhenNear as="section" aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <Grid $isWide={isWide}>{children}</Grid>
    </RenderedWhenNear>
  );
}

/**
 * A band of the dashboard the browser lays out and paints only when it comes near the screen
 * (`content-visibility: auto`): most of the page lies below the first screen, and laying it all
 * out held the main thread for the page's first paint. Until then it takes the height it last
 * had, or an estimate.
 */
export const RenderedWhenNear = styled.div`
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.div<{ $isWide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $isWide }) => ($isWide ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
`;
