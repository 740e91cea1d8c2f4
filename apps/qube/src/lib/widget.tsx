import { Card, CardDescription, CardHeader, CardTitle, SampleDataBadge } from '@q/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface WidgetProps {
  /** The id of the title (an h2), which names the widget's region. */
  titleId: string;
  title: string;
  description?: ReactNode;
  /**
   * What would feed the widget once connected, as the end of a sentence ('your finance system'):
   * every Qube figure is sample data, and the widget's badge says so.
   */
  source: string;
  /** A link before the badge ('All AI signals'). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A Qube widget: the kit's card, named by its title, with the 'Sample data' badge at the right
 * of its header. Its root is marked `data-ui="widget"`: every widget says where its figures come
 * from (e2e provenance.spec.ts).
 */
export function Widget({ titleId, title, description, source, aside, children }: WidgetProps) {
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
          <SampleDataBadge source={source} />
        </Aside>
      </Header>
      {children}
    </Card>
  );
}

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
