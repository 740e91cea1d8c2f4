import { CardContent, CardDescription, CardHeader, CardTitle } from '@q/ui';
import { type ReactNode, useId } from 'react';
import * as S from './dashboard-card.styled';

export interface DashboardCardProps {
  /** The card's heading (an h2), which also names its region. */
  title: string;
  description?: ReactNode;
  /** A short status beside the title, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One widget of the dashboard: a region named by its h2 title. */
export function DashboardCard({ title, description, aside, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <S.Frame aria-labelledby={titleId}>
      <CardHeader>
        <S.TitleRow>
          <CardTitle as="h2" id={titleId}>
            {title}
          </CardTitle>
          {aside}
        </S.TitleRow>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </S.Frame>
  );
}
