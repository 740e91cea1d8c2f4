import { CardContent, CardDescription, CardHeader, CardTitle, SampleDataBadge } from '@q/ui';
import { type ReactNode, useId } from 'react';
import * as S from './dashboard-card.styled';

export interface DashboardCardProps {
  /** The card's heading (an h2), which also names its region. */
  title: string;
  description?: ReactNode;
  /** A short status beside the title, e.g. a count. */
  aside?: ReactNode;
  /**
   * What would feed the card's sample figures once connected, as the end of a sentence ('your
   * learning system'): the card is a widget, marked `data-ui="widget"`, and its 'Sample data'
   * badge says so. Null for a card that shows no figures (Quick Actions).
   */
  source: string | null;
  /**
   * The badge that says where the card's figures come from, instead of 'Sample data': a card
   * computed from the person's own record gives its `ComputedBadge`; null keeps the place empty
   * while its figures load.
   */
  provenance?: ReactNode;
  /** The card's figures are on their way (`aria-busy`). */
  isBusy?: boolean;
  children: ReactNode;
}

/** One card of the dashboard: a region named by its h2 title. */
export function DashboardCard({
  title,
  description,
  aside,
  source,
  provenance,
  isBusy = false,
  children,
}: DashboardCardProps) {
  const titleId = useId();
  const badge =
    provenance === undefined ? source !== null && <SampleDataBadge source={source} /> : provenance;
  return (
    <S.Frame
      aria-labelledby={titleId}
      aria-busy={isBusy || undefined}
      data-ui={source === null ? undefined : 'widget'}
    >
      <CardHeader>
        <S.TitleRow>
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
          {(aside || badge) && (
            <S.Aside>
              {aside}
              {badge}
            </S.Aside>
          )}
        </S.TitleRow>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </S.Frame>
  );
}
