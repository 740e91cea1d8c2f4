import type { SpendToImpact as SpendToImpactItem } from '@q/schemas/executive';
import { Badge, formatMoney } from '@q/ui';
import { Widget } from '../../lib/widget';
import { roiRating } from './roi-rules';
import * as S from './styled';

/** Spend-to-Impact Analysis: what each initiative cost, what it brought, its return. */
export function SpendToImpact({ items }: { items: readonly SpendToImpactItem[] }) {
  return (
    <Widget
      titleId="spend-to-impact-title"
      title="Spend-to-Impact Analysis"
      description="Return on the year's main initiatives."
      source="your finance system"
    >
      <S.List>
        {items.map((item) => {
          const rating = roiRating(item.roi);
          return (
            <S.Item key={item.initiative}>
              <S.Name>{item.initiative}</S.Name>
              <S.Roi>
                <strong>{item.roi.toFixed(1)}x</strong>
                <Badge variant={rating.tone}>{rating.label}</Badge>
              </S.Roi>
              <S.Text>Spent {formatMoney(item.spent)}</S.Text>
              <S.Text>Impact: {item.impact}</S.Text>
            </S.Item>
          );
        })}
      </S.List>
    </Widget>
  );
}
