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
  children: ReactNode;
}

/** One card of the dashboard: a region named by its h2 title. */
export function DashboardCard({ title, description, aside, source, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <S.Frame aria-labelledby={titleId} data-ui={source === null ? undefined : 'widget'}>
      <CardHeader>
        <S.TitleRow>
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
          {(aside || source !== null) && (
            <S.Aside>
              {aside}
              {source !== null && <SampleDataBadge source={source} />}
            </S.Aside>
          )}
        </S.TitleRow>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </S.Frame>
  );
}
