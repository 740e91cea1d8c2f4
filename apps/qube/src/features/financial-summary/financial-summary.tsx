import type { BudgetComparison, FinanceData } from '@q/schemas/executive';
import type { ExecutiveSource } from '@q/schemas/executive-people';
import { Badge, formatSignedPercent, SampleDataBadge } from '@q/ui';
import { varianceColor } from '../../lib/variance';
import { Widget } from '../../lib/widget';
import * as S from './styled';
import { SUMMARY_ITEMS } from './summary-items';

function SummaryTile({
  label,
  figures,
  format,
  isSample,
}: {
  label: string;
  figures: BudgetComparison;
  format: (value: number) => string;
  isSample: boolean;
}) {
  return (
    <S.Tile>
      <S.TileLabel>{label}</S.TileLabel>
      {isSample && <SampleDataBadge source="your finance system" align="start" />}
      <S.Actual>{format(figures.actual)}</S.Actual>
      <S.Budget>Budget {format(figures.budget)}</S.Budget>
      <Badge variant={varianceColor(figures.variance)}>
        {formatSignedPercent(figures.variance)} vs budget
      </Badge>
    </S.Tile>
  );
}

type SummaryKey = keyof FinanceData['summary'];

/**
 * Financial Summary: revenue, expenses, gross margin and burn rate against budget. With
 * `computedFrom`, the widget is badged with that source and each figure still the sample's
 * (`sampleKeys`) carries its own 'Sample data' badge.
 */
export function FinancialSummary({
  summary,
  computedFrom = [],
  sampleKeys = new Set(),
}: {
  summary: FinanceData['summary'];
  computedFrom?: readonly ExecutiveSource[];
  sampleKeys?: ReadonlySet<SummaryKey>;
}) {
  return (
    <Widget
      titleId="financial-summary-title"
      title="Financial Summary"
      description="Year to date: actual, budget and variance."
      source="your finance system"
      computedFrom={computedFrom}
    >
      <S.Tiles>
        {SUMMARY_ITEMS.map((item) => (
          <SummaryTile
            key={item.key}
            label={item.label}
            figures={summary[item.key]}
            format={item.format}
            isSample={computedFrom.length > 0 && sampleKeys.has(item.key)}
          />
        ))}
      </S.Tiles>
    </Widget>
  );
}
