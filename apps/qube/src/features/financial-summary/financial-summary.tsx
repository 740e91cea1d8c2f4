import type { BudgetComparison, FinanceData } from '@q/schemas/executive';
import { Badge, Card, CardDescription, CardHeader, CardTitle, formatSignedPercent } from '@q/ui';
import { varianceColor } from '../../lib/variance';
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
    <Card aria-labelledby="financial-summary-title">
      <CardHeader>
        <CardTitle as="h2" id="financial-summary-title">
          Financial Summary
        </CardTitle>
        <CardDescription>Year to date: actual, budget and variance.</CardDescription>
      </CardHeader>
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
    </Card>
  );
}
