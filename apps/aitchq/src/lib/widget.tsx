import { Card, CardDescription, CardTitle, Skeleton, StatTile, VisuallyHidden } from '@q/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface WidgetProps {
  title: string;
  /** A stable id, for links to the widget (`/dashboard#team`, see `widget-anchors.ts`). */
  id?: string;
  description?: ReactNode;
  /** Badges or controls shown at the right of the title. */
  actions?: ReactNode;
  /**
   * Where the figures come from, after the actions: a `SampleDataBadge` naming what would feed
   * the widget, or a live widget's `ProvenanceBadge` (which some pass in `actions`).
   */
  provenance?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** True while the widget's data loads: announced once for the whole card. */
  isBusy?: boolean;
}

/**
 * A dashboard widget: a card named by its title, with an optional badge row. Its root is marked
 * `data-ui="widget"`: every widget shows where its figures come from (e2e provenance.spec.ts).
 */
export function Widget({
  id,
  title,
  description,
  actions,
  provenance,
  icon,
  children,
  isBusy,
}: WidgetProps) {
  const titleId = useId();
  return (
    <Card id={id} aria-labelledby={titleId} aria-busy={isBusy || undefined} data-ui="widget">
      <Header>
        <TitleBlock>
          <CardTitle id={titleId}>
            {icon && <IconSlot>{icon}</IconSlot>}
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </TitleBlock>
        {(actions || provenance) && (
          <Actions>
            {actions}
            {provenance}
          </Actions>
        )}
      </Header>
      {children}
    </Card>
  );
}

/** Placeholder rows while a widget's data loads. */
export function WidgetSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonStack role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
        <Skeleton key={index} height="2.5rem" />
      ))}
    </SkeletonStack>
  );
}

/** A widget's empty or failure text. */
export function WidgetMessage({
  children,
  detail,
  isError = false,
}: {
  children: ReactNode;
  detail?: ReactNode;
  isError?: boolean;
}) {
  return (
    <Message role={isError ? 'alert' : undefined} $isError={isError}>
      <strong>{children}</strong>
      {detail && <span>{detail}</span>}
    </Message>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const IconSlot = styled.span`
  display: inline-flex;
  vertical-align: -0.15em;
  margin-right: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Message = styled.p<{ $isError: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme, $isError }) =>
    $isError ? theme.colors.dangerSubtle : theme.colors.surfaceMuted};
  color: ${({ theme, $isError }) => ($isError ? theme.colors.dangerText : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** A label and figure pair (e.g. 'Hired' / 12): the kit's tile, its figure a size larger. */
export const Stat = styled(StatTile)`
  dd {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

export const StatGrid = styled.dl<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

/** A one-line hint under a figure. */
export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
