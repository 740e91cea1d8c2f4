import type { Runway } from '@q/schemas/executive';
import { CardContent, formatMoney, LineChart } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { cashProjection, PROJECTION_MONTHS } from './runway-rules';

/** Cash Runway: cash, burn, months left and the cash-out date, with the cash curve. */
export function CashRunway({ runway }: { runway: Runway }) {
  const projection = cashProjection(runway, PROJECTION_MONTHS);
  return (
    <Widget
      titleId="cash-runway-title"
      title="Cash Runway"
      description="At the current monthly burn."
      source="your finance system"
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
