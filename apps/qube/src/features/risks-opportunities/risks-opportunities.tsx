import type { RiskOpportunity } from '@q/schemas/executive';
import { Badge, priorityLabel } from '@q/ui';
import { useTheme } from 'styled-components';
import { Widget } from '../../lib/widget';
import { kindLabel, kindTone, riskOpportunityCount } from './risk-rules';
import * as S from './styled';

/** Upcoming Risks & Opportunities, with likelihood, timing and owner. */
export function RisksOpportunities({ items }: { items: readonly RiskOpportunity[] }) {
  const theme = useTheme();
  return (
    <Widget
      titleId="risks-opportunities-title"
      title="Upcoming Risks & Opportunities"
      description={riskOpportunityCount(items)}
      source="your CRM, HRIS and finance system"
    >
      <S.List>
        {items.map((item) => (
          <S.Item key={item.id} $color={theme.colors[kindTone(item.kind)]}>
            <S.Head>
              <Badge variant={kindTone(item.kind)}>{kindLabel(item.kind)}</Badge>
              <Badge variant="outline">{priorityLabel(item.impact)} impact</Badge>
            </S.Head>
            <S.Title>{item.title}</S.Title>
            <S.Text>{item.description}</S.Text>
            <S.Meta>
              {item.probability}% likely · {item.timeframe} · Owner: {item.owner}
            </S.Meta>
          </S.Item>
        ))}
      </S.List>
    </Widget>
  );
}
