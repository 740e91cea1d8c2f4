import type { ExecutiveSource } from '@q/schemas/executive-people';
import { Badge, Card, CardDescription, CardHeader, CardTitle, SampleDataBadge } from '@q/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { computedFromText } from './computed-from';

export interface WidgetProps {
  /** The id of the title (an h2), which names the widget's region. */
  titleId: string;
  title: string;
  description?: ReactNode;
  /**
   * What would feed the widget once connected, as the end of a sentence ('your finance system'):
   * while no figure of the widget is computed, its badge says its figures are samples.
   */
  source: string;
  /**
   * The connected sources some of the widget's figures are computed from: each its badge
   * instead of the sample's ('Computed from BambooHR · synced …'); a figure still the sample's
   * carries its own 'Sample data' badge.
   */
  computedFrom?: readonly ExecutiveSource[];
  /** A link before the badge ('All AI signals'). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A Qube widget: the kit's card, named by its title, with the 'Sample data' badge at the right
 * of its header, or the badges of the sources its figures are computed from. Its root is marked `data-ui="widget"`: every widget says where its figures come
 * from (e2e provenance.spec.ts).
 */
export function Widget({
  titleId,
  title,
  description,
  source,
  computedFrom = [],
  aside,
  children,
}: WidgetProps) {
  return (
    <Card aria-labelledby={titleId} data-ui="widget">
      <Header>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <Aside>
          {aside}
          {computedFrom.length === 0 ? (
            <SampleDataBadge source={source} />
          ) : (
            computedFrom.map((from) => <ComputedBadge key={from.provider} source={from} />)
          )}
        </Aside>
      </Header>
      {children}
    </Card>
  );
}

/**
 * The badge of figures computed from a connected source, with its provenance mark: live, or
 * stale when the last sync failed (the figures are then the last successful sync's).
 */
export function ComputedBadge({ source }: { source: ExecutiveSource }) {
  return (
    <WrappingBadge
      variant={source.isStale ? 'warning' : 'success'}
      data-ui="provenance"
      data-provenance={source.isStale ? 'stale' : 'live'}
    >
      {computedFromText(source)}
    </WrappingBadge>
  );
}

/** A badge whose words may wrap on a narrow screen rather than run out of the card. */
const WrappingBadge = styled(Badge)`
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
