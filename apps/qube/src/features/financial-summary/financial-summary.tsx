import type { BudgetComparison, FinanceData } from '@q/schemas/executive';
import { Badge, formatSignedPercent } from '@q/ui';
import { varianceColor } from '../../lib/variance';
import { Widget } from '../../lib/widget';
import * as S from './styled';
import { SUMMARY_ITEMS } from './summary-items';

function SummaryTile({
  label,
  figures,
  format,
}: {
  label: string;
  figures: BudgetComparison;
  format: (value: number) => string;
}) {
  return (
    <S.Tile>
      <S.TileLabel>{label}</S.TileLabel>
      <S.Actual>{format(figures.actual)}</S.Actual>
      <S.Budget>Budget {format(figures.budget)}</S.Budget>
      <Badge variant={varianceColor(figures.variance)}>
        {formatSignedPercent(figures.variance)} vs budget
      </Badge>
    </S.Tile>
  );
}

/** Financial Summary: revenue, expenses, gross margin and burn rate against budget. */
export function FinancialSummary({ summary }: { summary: FinanceData['summary'] }) {
  return (
    <Widget
      titleId="financial-summary-title"
      title="Financial Summary"
      description="Year to date: actual, budget and variance."
      source="your finance system"
    >
      <S.Tiles>
        {SUMMARY_ITEMS.map((item) => (
          <SummaryTile
            key={item.key}
            label={item.label}
            figures={summary[item.key]}
            format={item.format}
          />
        ))}
      </S.Tiles>
    </Widget>
  );
}
