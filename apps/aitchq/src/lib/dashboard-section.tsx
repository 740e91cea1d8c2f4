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
    <section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <Grid $isWide={isWide}>{children}</Grid>
    </section>
  );
}

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
