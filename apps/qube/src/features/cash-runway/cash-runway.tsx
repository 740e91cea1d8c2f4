import type { Runway } from '@q/schemas/executive';
import type { ExecutiveSource } from '@q/schemas/executive-people';
import { CardContent, formatMoney, LineChart } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { cashProjection, PROJECTION_MONTHS } from './runway-rules';

/**
 * Cash Runway: cash, burn, months left and the cash-out date, with the cash curve; badged with
 * the source of `computedFrom` when computed (the latest month-end cash over the average monthly
 * burn of the last three months).
 */
export function CashRunway({
  runway,
  computedFrom = [],
}: {
  runway: Runway;
  computedFrom?: readonly ExecutiveSource[];
}) {
  const projection = cashProjection(runway, PROJECTION_MONTHS);
  return (
    <Widget
      titleId="cash-runway-title"
      title="Cash Runway"
      description={
        computedFrom.length > 0
          ? 'Latest month-end cash at the average monthly burn of the last three months.'
          : 'At the current monthly burn.'
      }
      source="your finance system"
      computedFrom={computedFrom}
    >
      <CardContent>
        <StatList
          items={[
            { label: 'Current cash', value: formatMoney(runway.currentCash) },
            { label: 'Monthly burn', value: formatMoney(runway.monthlyBurn) },
            { label: 'Runway', value: `${runway.runwayMonths} months` },
            { label: 'Projected cash-out', value: runway.projectedCashOut },
          ]}
        />
        <LineChart
          title="Projected cash balance"
          summary={`Cash falls from ${formatMoney(runway.currentCash)} by ${formatMoney(runway.monthlyBurn)} a month and runs out in ${runway.runwayMonths} months (${runway.projectedCashOut}).`}
          labelHeader="When"
          labels={projection.map((point) => point.label)}
          series={[
            {
              label: 'Cash balance',
              values: projection.map((point) => point.cash),
              tone: 'primary',
            },
          ]}
          formatValue={formatMoney}
          height={180}
        />
      </CardContent>
    </Widget>
  );
}
