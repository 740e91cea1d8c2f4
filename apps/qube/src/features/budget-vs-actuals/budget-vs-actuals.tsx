import type { FinanceBudgetLine } from '@q/schemas/executive';
import type { ExecutiveSource } from '@q/schemas/executive-people';
import { Badge, BarChart, CardContent, formatMoney, formatSignedPercent } from '@q/ui';
import { varianceColor } from '../../lib/variance';
import { Widget } from '../../lib/widget';
import { budgetBadge, budgetRemaining, remainingText } from './budget-rules';
import * as S from './styled';

function chartSummary(lines: readonly FinanceBudgetLine[]): string {
  const over = lines.filter((line) => line.variance > 0).map((line) => line.category);
  const under = lines.filter((line) => line.variance <= 0).map((line) => line.category);
  return `Budget against actual spend by category. Over budget: ${over.join(', ') || 'none'}. Under budget: ${under.join(', ') || 'none'}.`;
}

/**
 * Budget vs Actuals by Category: bars, then each line with its variance and its badge; badged
 * with the source of `computedFrom` when its lines are computed.
 */
export function BudgetVsActuals({
  lines,
  computedFrom,
}: {
  lines: readonly FinanceBudgetLine[];
  computedFrom?: readonly ExecutiveSource[];
}) {
  return (
    <Widget
      titleId="budget-vs-actuals-title"
      title="Budget vs Actuals by Category"
      description="Year to date."
      source="your finance system"
      computedFrom={computedFrom}
    >
      <CardContent>
        <BarChart
          title="Budget vs actuals by category"
          summary={chartSummary(lines)}
          labels={lines.map((line) => line.category)}
          series={[
            { label: 'Budget', values: lines.map((line) => line.budgeted), tone: 'neutral' },
            { label: 'Actual', values: lines.map((line) => line.actual), tone: 'primary' },
          ]}
          formatValue={formatMoney}
        />
        <S.Lines aria-label="Budget lines">
          {lines.map((line) => (
            <S.Line key={line.category}>
              <S.Category>{line.category}</S.Category>
              <Badge variant={line.variance > 0 ? 'danger' : 'success'}>
                {budgetBadge(line.variance)}
              </Badge>
              <S.Figures>
                {formatMoney(line.actual)} of {formatMoney(line.budgeted)}
              </S.Figures>
              <S.Variance $tone={varianceColor(line.variance)}>
                {formatSignedPercent(line.variance)}
              </S.Variance>
            </S.Line>
          ))}
        </S.Lines>
        <S.Total>{remainingText(budgetRemaining(lines))}</S.Total>
      </CardContent>
    </Widget>
  );
}
